import { type ComponentType, lazy, type ReactElement } from 'react';
import type { Preloadable } from './preloadable';

/**
 * A screen whose code loads on first use, like React.lazy, but drawn in the same render when its
 * module was preloaded (src/landingScreens.ts): a lazy component suspends once even then, and
 * React reveals the content no sooner than 300 ms after its fallback.
 */
export function lazyScreen<P extends object>(
  loader: Preloadable<{ default: ComponentType<P> }>,
): (props: P) => ReactElement {
  const Lazy = lazy(loader);
  return function Screen(props: P) {
    const Loaded = loader.loaded?.default;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
