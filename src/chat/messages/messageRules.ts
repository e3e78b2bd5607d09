import {
  countedLength,
  MESSAGE_MAX_LENGTH,
  messageTextFailures,
} from '../../../contract/rules/message';

export { countedLength, MESSAGE_MAX_LENGTH };

export interface BoxState {
  canSend: boolean;
  /** i18n key and values of the hint under the box. */
  hint: [string, Record<string, number>];
}

/**
 * Send needs a chat, a message and the server's minimum. The hint follows the spec: the minimum
 * while 2 or fewer characters count, then how many are still missing, then the length used.
 */
export function messageBoxState(text: string, minimum: number, hasChat: boolean): BoxState {
  const canSend = hasChat && messageTextFailures(text, minimum).length === 0;
  const counted = countedLength(text);
  if (counted <= 2) return { canSend, hint: ['app.chat.min_hint', { n: minimum }] };
  if (counted < minimum)
    return { canSend, hint: ['app.chat.remaining_hint', { n: minimum - counted }] };
  return {
    canSend,
    hint: ['app.chat.length_hint', { length: text.length, max: MESSAGE_MAX_LENGTH }],
  };
}

/** Spec section 5: text in the list is cut at 150 characters. */
export const cutText = (text: string, max = 150) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Spec section 5: a shared location's coordinates are shown cut to 8 characters each. */
export const coordinate = (value: number) => String(value).slice(0, 8);
