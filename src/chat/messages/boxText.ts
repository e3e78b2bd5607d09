import { useState, useSyncExternalStore } from 'react';

/**
 * The text in the message box, which its textarea holds (uncontrolled: a keystroke renders no
 * React component but those that show something of the text). The parts that do (the hint, the
 * Send button's state) follow it here, each by what it reads of it.
 */
export class BoxText {
  private text = '';
  private readonly listeners = new Set<() => void>();

  readonly get = () => this.text;

  set(text: string): void {
    if (text === this.text) return;
    this.text = text;
    for (const listener of this.listeners) listener();
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
}

export const useBoxTextStore = () => useState(() => new BoxText())[0];

/** What a part reads of the text: it renders again only when that changes. */
export function useBoxText<T>(text: BoxText, read: (text: string) => T): T {
  return useSyncExternalStore(text.subscribe, () => read(text.get()));
}
