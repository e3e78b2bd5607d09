import ReplyIcon from '@mui/icons-material/ReplyRounded';
import { Typography } from '@mui/material';
import {
  Button,
  CanAccess,
  DateField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ContactMessage } from '../../../contract/contactMessages';
import { ToDashboard } from '../../components/ToDashboard';
import { ContactStatusButton } from './ContactStatusButton';
import { ContactStatusField, HandledText } from './ContactStatusField';

/** The form takes any text as the email: a reply link only for what looks like an address. */
const LOOKS_LIKE_EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function ReplyButton() {
  const message = useRecordContext<ContactMessage>();
  if (!message || !LOOKS_LIKE_EMAIL.test(message.email)) return null;
  return (
    <Button
      component="a"
      href={`mailto:${encodeURIComponent(message.email)}`}
      label="app.contact_inbox.reply"
    >
      <ReplyIcon />
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ReplyButton />
      <CanAccess resource="contactMessages" action="handle">
        <ContactStatusButton />
      </CanAccess>
    </TopToolbar>
  );
}

/** /contactMessages/{id}/show: one message as the visitor wrote it, and who handled it. */
export default function ContactMessageShow() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.contactMessages.fields.${field}`);
  return (
    <CanAccess resource="contactMessages" action="show" accessDenied={<ToDashboard />}>
      <Show
        resource="contactMessages"
        actions={<Actions />}
        title={translate('app.contact_inbox.message_title')}
      >
        <SimpleShowLayout>
          <FunctionField<ContactMessage>
            label={label('status')}
            render={(message) => <ContactStatusField message={message} />}
          />
          <TextField source="name" label={label('name')} />
          <TextField source="email" label={label('email')} sx={{ wordBreak: 'break-all' }} />
          <DateField source="created_at" label={label('created_at')} showTime />
          <FunctionField<ContactMessage>
            label={label('message')}
            render={(message) => (
              <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 720 }}>
                {message.message}
              </Typography>
            )}
          />
          <FunctionField<ContactMessage>
            label={label('handled')}
            render={(message) => <HandledText message={message} />}
          />
        </SimpleShowLayout>
      </Show>
    </CanAccess>
  );
}
