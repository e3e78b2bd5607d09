import { type ReactNode, useState } from 'react';

/**
 * Its children from the first time `open` is true on, then kept (a dialog closes with its
 * transition and opens again at once): the dialogs of a screen that are never opened cost none of
 * its renders. A chat's workspace holds a dozen, each rendered closed at every change of chat.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
