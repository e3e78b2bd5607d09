import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SAVED_REPLY_BODY_MAX } from '../../../contract/savedReplies';

/** The body's help line: the variables it may use, and how many characters it has of the maximum. */
export function BodyCounter() {
  const translate = useTranslate();
  const body: unknown = useWatch({ name: 'body' });
  const length = typeof body === 'string' ? body.length : 0;
  return (
    <>
      {translate('app.saved_replies.variables_help')}
      <span style={{ float: 'right' }}>
        {translate('app.saved_replies.length', { length, max: SAVED_REPLY_BODY_MAX })}
      </span>
    </>
  );
}
