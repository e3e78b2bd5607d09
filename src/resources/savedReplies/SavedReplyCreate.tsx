import { Create, useTranslate } from 'react-admin';
import { useNamedSaveNotice } from '../../components/form/useNamedSaveNotice';
import { SavedReplyForm } from './SavedReplyForm';
import { WritersOnly } from './WritersOnly';

/** /savedReplies/create: a personal reply, or a team reply when an admin says so. */
export default function SavedReplyCreate() {
  const translate = useTranslate();
  const saved = useNamedSaveNotice('savedReplies', 'created');
  return (
    <WritersOnly action="create">
      <Create
        resource="savedReplies"
        title={translate('app.saved_replies.create_title')}
        mutationOptions={saved}
        record={{ team: false }}
      >
        <SavedReplyForm />
      </Create>
    </WritersOnly>
  );
}
