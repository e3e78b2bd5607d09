/**
 * The chat workspace's keyboard shortcuts: one table (what the ? dialog lists) and the pure rules
 * that read a key press.
 *
 * Keys are matched on `event.code`, the physical key, not `event.key`: Alt+N is the same key on
 * an AZERTY or a Cyrillic layout, and on macOS, where Option changes `event.key` ('˜' for ⌥N).
 * Every workspace shortcut is Alt with a letter or an arrow, none of them a browser's or a screen
 * reader's own: browsers use Alt+E, F (and Firefox's menus Alt+B, H, S, T, V), Alt+←/→ go back
 * and forward; NVDA and JAWS use Insert or Caps Lock. Ctrl+Alt (AltGr on Windows) types
 * characters on many layouts, so a press with Ctrl is never ours. Alt+A and Alt+D answer a chat
 * offered by auto-offer anywhere in the back-office (offers/OfferPrompt.tsx hears them): the table
 * lists them, `shortcutOf` leaves them to the prompt.
 */

export type ShortcutId =
  | 'takeNext'
  | 'focusComposer'
  | 'previousChat'
  | 'nextChat'
  | 'previousFakeUser'
  | 'nextFakeUser'
  | 'gifts'
  | 'stock'
  | 'location'
  | 'note'
  | 'help';

/** What the dialog lists: the workspace's shortcuts and the keys that keep working as before. */
export interface ShortcutRow {
  id: ShortcutId | 'send' | 'newLine' | 'savedReplies' | 'acceptOffer' | 'declineOffer' | 'close';
  /** The keys pressed together, as shown on their key caps. */
  keys: readonly string[];
  /** The translation key of what it does. */
  description: string;
}

export const SHORTCUTS: readonly ShortcutRow[] = [
  { id: 'takeNext', keys: ['Alt', 'N'], description: 'app.keyboard.take_next' },
  { id: 'acceptOffer', keys: ['Alt', 'A'], description: 'app.keyboard.accept_offer' },
  { id: 'declineOffer', keys: ['Alt', 'D'], description: 'app.keyboard.decline_offer' },
  { id: 'focusComposer', keys: ['Alt', 'M'], description: 'app.keyboard.focus_composer' },
  { id: 'send', keys: ['Enter'], description: 'app.keyboard.send' },
  { id: 'newLine', keys: ['Shift', 'Enter'], description: 'app.keyboard.new_line' },
  { id: 'previousChat', keys: ['Alt', '↑'], description: 'app.keyboard.previous_chat' },
  { id: 'nextChat', keys: ['Alt', '↓'], description: 'app.keyboard.next_chat' },
  {
    id: 'previousFakeUser',
    keys: ['Alt', 'Shift', '↑'],
    description: 'app.keyboard.previous_fake_user',
  },
  { id: 'nextFakeUser', keys: ['Alt', 'Shift', '↓'], description: 'app.keyboard.next_fake_user' },
  { id: 'gifts', keys: ['Alt', 'G'], description: 'app.keyboard.gifts' },
  { id: 'stock', keys: ['Alt', 'P'], description: 'app.keyboard.stock' },
  { id: 'location', keys: ['Alt', 'L'], description: 'app.keyboard.location' },
  { id: 'savedReplies', keys: ['Ctrl', 'Shift', 'S'], description: 'app.keyboard.saved_replies' },
  { id: 'note', keys: ['Alt', 'O'], description: 'app.keyboard.note' },
  { id: 'help', keys: ['?'], description: 'app.keyboard.help' },
  { id: 'close', keys: ['Esc'], description: 'app.keyboard.close' },
];

/** Alt with one of these letters (no Shift): `event.code` → shortcut. */
const ALT_LETTERS: Readonly<Record<string, ShortcutId>> = {
  KeyN: 'takeNext',
  KeyM: 'focusComposer',
  KeyG: 'gifts',
  KeyP: 'stock',
  KeyL: 'location',
  KeyO: 'note',
};

export type KeyPress = Pick<
  KeyboardEvent,
  'code' | 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'
>;

/** Whether the element takes typed text: there `?` is a character, not the help. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(
      target.type,
    );
  }
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return ['textbox', 'searchbox', 'combobox'].includes(target.getAttribute('role') ?? '');
}

/** The workspace shortcut a key press means, or null. */
export function shortcutOf(event: KeyPress): ShortcutId | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.altKey) {
    if (event.code === 'ArrowUp') return event.shiftKey ? 'previousFakeUser' : 'previousChat';
    if (event.code === 'ArrowDown') return event.shiftKey ? 'nextFakeUser' : 'nextChat';
    return event.shiftKey ? null : (ALT_LETTERS[event.code] ?? null);
  }
  // '?' wherever the layout puts it, or Shift with the key that has it on a US keyboard.
  const help = event.key === '?' || (event.shiftKey && event.code === 'Slash');
  return help && !isTextEntry(event.target) ? 'help' : null;
}

/**
 * The id after (`step` 1) or before (-1) `current` in `ids`, going round at either end (`wrap`)
 * or stopping there. With no current one (or one no longer listed) it starts at the first or the
 * last; an empty list has none.
 */
export function stepThrough<T>(
  ids: readonly T[],
  current: T | null,
  step: 1 | -1,
  wrap = true,
): T | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return step === 1 ? ids[0] : ids[ids.length - 1];
  const next = at + step;
  if (wrap) return ids[(next + ids.length) % ids.length];
  return ids[Math.min(Math.max(next, 0), ids.length - 1)];
}
