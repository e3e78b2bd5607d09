import { describe, expect, it } from 'vitest';
import {
  countedLength,
  isMinimumLength,
  MESSAGE_MAX_LENGTH,
  messageTextFailures,
} from './message.js';

describe('message text rules', () => {
  it('counts only characters that are not white space', () => {
    expect(countedLength(' a b\n c\t')).toBe(3);
  });

  it('refuses an empty text, one under the minimum and one over the maximum', () => {
    expect(messageTextFailures(' \n', 0)).toEqual(['empty']);
    expect(messageTextFailures('x '.repeat(49), 50)).toEqual(['too_short']);
    expect(messageTextFailures('x'.repeat(50), 50)).toEqual([]);
    expect(messageTextFailures('x'.repeat(MESSAGE_MAX_LENGTH), 50)).toEqual([]);
    expect(messageTextFailures('x'.repeat(MESSAGE_MAX_LENGTH + 1), 50)).toEqual(['too_long']);
    expect(messageTextFailures(' '.repeat(MESSAGE_MAX_LENGTH + 1), 0)).toEqual([
      'too_long',
      'empty',
    ]);
  });

  it('lets the minimum be a whole number from 0 to the maximum', () => {
    expect([0, 50, MESSAGE_MAX_LENGTH].every(isMinimumLength)).toBe(true);
    expect([-1, 2.5, MESSAGE_MAX_LENGTH + 1, Number.NaN].some(isMinimumLength)).toBe(false);
  });
});
