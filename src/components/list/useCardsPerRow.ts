import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Cards per row are about the window width divided by 300 (spec section 2), at least one. */
export function useCardsPerRow() {
  return useSyncExternalStore(subscribe, () => Math.max(1, Math.floor(window.innerWidth / 300)));
}
