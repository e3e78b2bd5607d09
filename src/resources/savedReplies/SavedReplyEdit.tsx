import { Edit, useTranslate } from 'react-admin';
import { useNamedSaveNotice } from '../../components/form/useNamedSaveNotice';
import { SavedReplyForm } from './SavedReplyForm';
import { WritersOnly } from './WritersOnly';

/** /savedReplies/{id}: saves when the server agrees; Delete asks first (pessimistic). */
export default function SavedReplyEdit() {
  const translate = useTranslate();
  const saved = useNamedSaveNotice('savedReplies', 'saved');
  return (
    <WritersOnly action="edit">
      <Edit
        resource="savedReplies"
        title={translate('app.saved_replies.edit_title')}
        mutationMode="pessimistic"
        mutationOptions={saved}
      >
        <SavedReplyForm />
      </Edit>
    </WritersOnly>
  );
}
