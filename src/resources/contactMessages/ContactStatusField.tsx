import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContactMessage } from '../../../contract/contactMessages';

export function ContactStatusField({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  const open = message.status === 'open';
  return (
    <Chip
      size="small"
      color={open ? 'error' : 'default'}
      variant={open ? 'filled' : 'outlined'}
      label={translate(`app.contact_inbox.statuses.${message.status}`)}
    />
  );
}

/** Who handled it and when, or that nobody has yet. */
export function HandledText({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  if (!message.handled_at) return <>{translate('app.contact_inbox.not_handled')}</>;
  const date = new Date(message.handled_at).toLocaleString();
  return (
    <>
      {message.handled_by_name
        ? translate('app.contact_inbox.handled_by', { name: message.handled_by_name, date })
        : translate('app.contact_inbox.handled_by_gone', { date })}
    </>
  );
}
