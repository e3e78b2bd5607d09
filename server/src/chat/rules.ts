import {
  MESSAGE_MAX_LENGTH,
  type MessageRuleId,
  messageTextFailures,
} from '../../../contract/rules/message.js';

/** History pages: the last 100 messages, older ones 100 at a time. */
export const HISTORY_PAGE = 100;

/**
 * C text, G gift, GL shared location, I image or video, P private-photo request, N a notification
 * (a system line in the dialogue: no minimum, and it neither queues nor answers the chat).
 */
export type SendKind = 'C' | 'G' | 'GL' | 'I' | 'P' | 'N';

export interface SendInput {
  roomId: string;
  /** The sender's id for this message; a retry with the same id makes no second message. */
  clientId?: string | null;
  kind: SendKind;
  content?: string | null;
  giftId?: number | null;
  uploadId?: number | null;
  stockImageId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** The text rules as the server says them (the too-short one in the spec's words). */
const MESSAGE_RULES: Record<MessageRuleId, (minimum: number) => string> = {
  too_long: () => `A message has at most ${MESSAGE_MAX_LENGTH} characters.`,
  empty: () => 'The message is empty.',
  too_short: (minimum) => `Message should be minimum ${minimum} characters long!`,
};

/**
 * What is wrong with a message before anything is looked up, all at once. `minLength` applies to
 * staff writing as a moderator; real users have no minimum.
 */
export function messageErrors(input: SendInput, minLength: number): string[] {
  const errors: string[] = [];
  const text = messageTextFailures(input.content ?? '', input.kind === 'C' ? minLength : 0);
  if (text.includes('too_long')) errors.push(MESSAGE_RULES.too_long(minLength));
  if (input.clientId != null && !/^[\w-]{1,64}$/.test(input.clientId)) {
    errors.push('clientId: 1 to 64 letters, digits, - or _.');
  }
  switch (input.kind) {
    case 'C':
      for (const rule of text) if (rule !== 'too_long') errors.push(MESSAGE_RULES[rule](minLength));
      break;
    case 'G':
      if (!input.giftId) errors.push('Choose a gift.');
      break;
    case 'GL': {
      const { latitude, longitude } = input;
      if (
        latitude == null ||
        longitude == null ||
        Math.abs(latitude) > 90 ||
        Math.abs(longitude) > 180
      ) {
        errors.push('A shared location needs a latitude and a longitude.');
      }
      break;
    }
    case 'I':
      if (!input.uploadId === !input.stockImageId) {
        errors.push('An image message needs either an upload or a stock image.');
      }
      break;
    case 'P':
      break;
    case 'N':
      if (text.includes('empty')) errors.push('The notification is empty.');
      break;
    default:
      errors.push('Unknown message type.');
  }
  return errors;
}

/**
 * A shared location travels as its content, `lat,lng` (the legacy wire form the spec's map preview
 * reads and cuts to 8 characters each); null when the content is not one.
 */
export function locationOf(content: string): [number, number] | null {
  const [lat, lng, ...rest] = content.split(',').map(Number);
  if (rest.length || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return [lat, lng];
}
