/**
 * A chat message's text (spec sections 5 and 9): the message box enables Send by these rules and
 * the server refuses what breaks them. The minimum is a server setting.
 */
export const MESSAGE_MAX_LENGTH = 300;

/** The minimum counts the characters that are not white space. */
export const countedLength = (text: string) => text.replace(/\s/g, '').length;

/** The minimum an admin may set: a whole number of counted characters, up to the maximum. */
export const isMinimumLength = (value: number) =>
  Number.isInteger(value) && value >= 0 && value <= MESSAGE_MAX_LENGTH;

export type MessageRuleId = 'too_long' | 'empty' | 'too_short';

/** The text's failed rules: over the maximum, then empty or under the minimum. */
export function messageTextFailures(text: string, minimum: number): MessageRuleId[] {
  const failures: MessageRuleId[] = [];
  if (text.length > MESSAGE_MAX_LENGTH) failures.push('too_long');
  const counted = countedLength(text);
  if (counted === 0) failures.push('empty');
  else if (counted < minimum) failures.push('too_short');
  return failures;
}
