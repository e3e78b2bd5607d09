import { maxLength, required } from 'react-admin';
import { countedLength } from '../../../contract/rules/message';
import { SAVED_REPLY_BODY_MAX, SAVED_REPLY_TITLE_MAX } from '../../../contract/savedReplies';

/** The server trims the title: one of spaces only is no title. */
const titleNotBlank = (title: unknown) =>
  typeof title === 'string' && title.trim() === '' ? 'app.saved_replies.title_required' : undefined;

/** The server's rules (contract/savedReplies.ts), checked before anything is sent. */
export const validateTitle = [
  required('app.saved_replies.title_required'),
  titleNotBlank,
  maxLength(SAVED_REPLY_TITLE_MAX, 'app.saved_replies.title_too_long'),
];

const bodyNotBlank = (body: unknown) =>
  typeof body === 'string' && countedLength(body) === 0
    ? 'app.saved_replies.body_required'
    : undefined;

export const validateBody = [
  required('app.saved_replies.body_required'),
  bodyNotBlank,
  maxLength(SAVED_REPLY_BODY_MAX, 'app.saved_replies.body_too_long'),
];
