import { Edit, useTranslate } from 'react-admin';
import { SavedReplyForm } from './SavedReplyForm';
import { WritersOnly } from './WritersOnly';

/** /savedReplies/{id}: saves when the server agrees; Delete asks first (pessimistic). */
export default function SavedReplyEdit() {
  const translate = useTranslate();
  return (
    <WritersOnly action="edit">
      <Edit
        resource="savedReplies"
        title={translate('app.saved_replies.edit_title')}
        mutationMode="pessimistic"
        redirect="list"
      >
        <SavedReplyForm />
      </Edit>
    </WritersOnly>
  );
}
