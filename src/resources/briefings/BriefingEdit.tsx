import { Edit, useTranslate } from 'react-admin';
import { useNamedSaveNotice } from '../../components/form/useNamedSaveNotice';
import { AdminsOnly } from './AdminsOnly';
import { BriefingForm } from './BriefingForm';

/** /briefings/{id}: saves when the server agrees; Delete asks first (pessimistic). */
export default function BriefingEdit() {
  const translate = useTranslate();
  const saved = useNamedSaveNotice('briefings', 'saved');
  return (
    <AdminsOnly action="edit">
      <Edit
        resource="briefings"
        title={translate('app.briefings.edit_title')}
        mutationMode="pessimistic"
        mutationOptions={saved}
      >
        <BriefingForm />
      </Edit>
    </AdminsOnly>
  );
}
