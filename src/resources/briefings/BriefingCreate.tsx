import { Create, useTranslate } from 'react-admin';
import { useNamedSaveNotice } from '../../components/form/useNamedSaveNotice';
import { AdminsOnly } from './AdminsOnly';
import { BriefingForm } from './BriefingForm';

/** /briefings/create */
export default function BriefingCreate() {
  const translate = useTranslate();
  const saved = useNamedSaveNotice('briefings', 'created');
  return (
    <AdminsOnly action="create">
      <Create
        resource="briefings"
        title={translate('app.briefings.create_title')}
        mutationOptions={saved}
      >
        <BriefingForm />
      </Create>
    </AdminsOnly>
  );
}
