import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { isTextEntry, type KeyPress, SHORTCUTS, shortcutOf, stepThrough } from './shortcuts';

const press = (code: string, changes: Partial<KeyPress> = {}): KeyPress => ({
  code,
  key: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target: document.body,
  ...changes,
});
const alt = (code: string, changes: Partial<KeyPress> = {}) =>
  press(code, { altKey: true, ...changes });

describe('shortcutOf', () => {
  it('reads Alt with a letter by the physical key, whatever character the layout makes', () => {
    expect(shortcutOf(alt('KeyN', { key: 'n' }))).toBe('takeNext');
    // macOS: ⌥N types a dead tilde, ⌥M 'µ', ⌥G '©'.
    expect(shortcutOf(alt('KeyN', { key: 'Dead' }))).toBe('takeNext');
    expect(shortcutOf(alt('KeyM', { key: 'µ' }))).toBe('focusComposer');
    expect(shortcutOf(alt('KeyG', { key: '©' }))).toBe('gifts');
    // A Cyrillic layout: the key marked P makes 'з'.
    expect(shortcutOf(alt('KeyP', { key: 'з' }))).toBe('stock');
    expect(shortcutOf(alt('KeyL'))).toBe('location');
    expect(shortcutOf(alt('KeyO'))).toBe('note');
  });

  it('moves through chats with Alt+↑/↓ and through fake users with Alt+Shift+↑/↓', () => {
    expect(shortcutOf(alt('ArrowUp'))).toBe('previousChat');
    expect(shortcutOf(alt('ArrowDown'))).toBe('nextChat');
    expect(shortcutOf(alt('ArrowUp', { shiftKey: true }))).toBe('previousFakeUser');
    expect(shortcutOf(alt('ArrowDown', { shiftKey: true }))).toBe('nextFakeUser');
  });

  it('leaves plain letters, Ctrl, ⌘, AltGr (Ctrl+Alt) and the browser’s Alt keys alone', () => {
    expect(shortcutOf(press('KeyN', { key: 'n' }))).toBeNull();
    expect(shortcutOf(press('ArrowDown'))).toBeNull();
    expect(shortcutOf(alt('KeyN', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(alt('KeyN', { metaKey: true }))).toBeNull();
    expect(shortcutOf(alt('KeyN', { shiftKey: true }))).toBeNull();
    // Back and forward, the browser's menus.
    for (const code of ['ArrowLeft', 'ArrowRight', 'KeyE', 'KeyF']) {
      expect(shortcutOf(alt(code))).toBeNull();
    }
    // The offer prompt's, which hears them anywhere in the back-office.
    expect(shortcutOf(alt('KeyA'))).toBeNull();
    expect(shortcutOf(alt('KeyD'))).toBeNull();
  });

  it('opens the help with ? outside a text field only', () => {
    expect(shortcutOf(press('Slash', { key: '?', shiftKey: true }))).toBe('help');
    // '?' where another layout has it (AZERTY: Shift+comma).
    expect(shortcutOf(press('KeyM', { key: '?', shiftKey: true }))).toBe('help');
    expect(shortcutOf(press('Slash', { key: '/' }))).toBeNull();
    const textarea = document.createElement('textarea');
    expect(shortcutOf(press('Slash', { key: '?', shiftKey: true, target: textarea }))).toBeNull();
    const button = document.createElement('button');
    expect(shortcutOf(press('Slash', { key: '?', shiftKey: true, target: button }))).toBe('help');
    // The Alt shortcuts work from the message box too.
    expect(shortcutOf(alt('KeyG', { target: textarea }))).toBe('gifts');
  });
});

describe('isTextEntry', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild;
  };
  it('tells fields that take text from other controls', () => {
    expect(isTextEntry(element('<input type="text">'))).toBe(true);
    expect(isTextEntry(element('<input>'))).toBe(true);
    expect(isTextEntry(element('<input type="search">'))).toBe(true);
    expect(isTextEntry(element('<textarea></textarea>'))).toBe(true);
    expect(isTextEntry(element('<div role="combobox"></div>'))).toBe(true);
    expect(isTextEntry(element('<input type="checkbox">'))).toBe(false);
    expect(isTextEntry(element('<button></button>'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('stepThrough', () => {
  const ids = ['a', 'b', 'c'];
  it('goes to the next or previous one, round at the ends', () => {
    expect(stepThrough(ids, 'a', 1)).toBe('b');
    expect(stepThrough(ids, 'c', 1)).toBe('a');
    expect(stepThrough(ids, 'a', -1)).toBe('c');
    expect(stepThrough(ids, 'b', -1)).toBe('a');
  });
  it('stops at the ends when asked not to go round', () => {
    expect(stepThrough(ids, 'c', 1, false)).toBe('c');
    expect(stepThrough(ids, 'a', -1, false)).toBe('a');
    expect(stepThrough(ids, 'a', 1, false)).toBe('b');
  });
  it('starts at the first (forward) or the last (back) with none current or one gone', () => {
    expect(stepThrough(ids, null, 1)).toBe('a');
    expect(stepThrough(ids, null, -1)).toBe('c');
    expect(stepThrough(ids, 'gone', 1)).toBe('a');
    expect(stepThrough([1, 2], 7, -1)).toBe(2);
  });
  it('has none in an empty list', () => {
    expect(stepThrough([], null, 1)).toBeNull();
    expect(stepThrough([], 'a', -1)).toBeNull();
  });
});

describe('SHORTCUTS', () => {
  it('describes each row with a text of the catalogue, one row per id', () => {
    const texts = en.app.keyboard as Record<string, string>;
    for (const row of SHORTCUTS) {
      expect(row.description.startsWith('app.keyboard.')).toBe(true);
      expect(texts[row.description.slice('app.keyboard.'.length)]).toBeTruthy();
    }
    expect(new Set(SHORTCUTS.map((row) => row.id)).size).toBe(SHORTCUTS.length);
  });
});
