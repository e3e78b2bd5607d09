import { useNotify, useTranslate } from 'react-admin';
import { describeError } from '../../lib/errors';

/** Notifies a failed media call: the spec's sentence, then the server's own message if any. */
export function useMediaError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (key: string, error: unknown) => {
    const { messages } = describeError(error, translate, '');
    notify([translate(key), ...messages].join(' '), { type: 'error', multiLine: true });
  };
}
