import { maxLength, required } from 'react-admin';
import { BRIEFING_BODY_MAX, BRIEFING_TITLE_MAX, visibleTextOf } from '../../../contract/briefings';

/** The server trims the title: one of spaces only is no title. */
const notBlank = (title: unknown) =>
  typeof title === 'string' && title.trim() === '' ? 'app.briefings.title_required' : undefined;

/** The server's rules (contract/briefings.ts), checked before anything is sent. */
export const validateTitle = [
  required('app.briefings.title_required'),
  notBlank,
  maxLength(BRIEFING_TITLE_MAX, 'app.briefings.title_too_long'),
];

/** The editor answers '' when empty; a body of blank paragraphs is empty too. */
const hasText = (html: unknown) =>
  typeof html === 'string' && visibleTextOf(html) === ''
    ? 'app.briefings.body_required'
    : undefined;

export const validateBody = [
  required('app.briefings.body_required'),
  hasText,
  maxLength(BRIEFING_BODY_MAX, 'app.briefings.body_too_long'),
];
