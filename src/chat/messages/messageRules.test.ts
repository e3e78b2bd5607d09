// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coordinate, countedLength, cutText, messageBoxState } from './messageRules';

describe('the message box rules', () => {
  it('counts only characters that are not white space', () => {
    expect(countedLength(' a b\n c\t')).toBe(3);
  });

  it('disables Send without a chat, when empty, under the minimum or over 300', () => {
    const enough = 'x'.repeat(50);
    expect(messageBoxState(enough, 50, false).canSend).toBe(false);
    expect(messageBoxState('   ', 0, true).canSend).toBe(false);
    expect(messageBoxState(`${'x '.repeat(49)}`, 50, true).canSend).toBe(false);
    expect(messageBoxState(enough, 50, true).canSend).toBe(true);
    expect(messageBoxState('x'.repeat(301), 50, true).canSend).toBe(false);
  });

  it('hints the minimum up to 2 characters, then what is missing, then the length', () => {
    expect(messageBoxState('ab', 50, true).hint).toEqual(['app.chat.min_hint', { n: 50 }]);
    expect(messageBoxState('abc', 50, true).hint).toEqual(['app.chat.remaining_hint', { n: 47 }]);
    expect(messageBoxState('x'.repeat(60), 50, true).hint).toEqual([
      'app.chat.length_hint',
      { length: 60, max: 300 },
    ]);
  });

  it('cuts list text at 150 characters and coordinates at 8', () => {
    expect(cutText('x'.repeat(151))).toHaveLength(150);
    expect(cutText('short')).toBe('short');
    expect(coordinate(48.856613)).toBe('48.85661');
  });
});
