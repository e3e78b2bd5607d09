import { useEffect, useRef } from 'react';
import { type ShortcutId, shortcutOf } from './shortcuts';

export type ShortcutHandlers = Partial<Record<ShortcutId, () => void>>;

/**
 * Where a key belongs to what has it open: a dialog, a list box, or anything in one of MUI's
 * modal layers (an open menu or select). Not the app's menu: a menu in the page keeps them.
 */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="listbox"], .MuiModal-root';

/**
 * The workspace's shortcuts (shortcuts.ts), heard on the window by one listener added once; the
 * handlers of the latest render are the ones called. A key is taken (its default prevented) only
 * when it is a shortcut this screen handles; a key a component already handled (its default
 * prevented), or pressed inside an open dialog or list, is left to it.
 */
export function useWorkspaceShortcuts(handlers: ShortcutHandlers) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const id = shortcutOf(event);
      const handle = id ? latest.current[id] : undefined;
      if (!handle) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      event.preventDefault();
      handle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
