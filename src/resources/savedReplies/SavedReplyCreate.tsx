import { Create, useTranslate } from 'react-admin';
import { SavedReplyForm } from './SavedReplyForm';
import { WritersOnly } from './WritersOnly';

/** /savedReplies/create: a personal reply, or a team reply when an admin says so. */
export default function SavedReplyCreate() {
  const translate = useTranslate();
  return (
    <WritersOnly action="create">
      <Create
        resource="savedReplies"
        title={translate('app.saved_replies.create_title')}
        redirect="list"
        record={{ team: false }}
      >
        <SavedReplyForm />
      </Create>
    </WritersOnly>
  );
}
