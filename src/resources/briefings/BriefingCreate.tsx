import { Create, useTranslate } from 'react-admin';
import { AdminsOnly } from './AdminsOnly';
import { BriefingForm } from './BriefingForm';

/** /briefings/create */
export default function BriefingCreate() {
  const translate = useTranslate();
  return (
    <AdminsOnly action="create">
      <Create resource="briefings" title={translate('app.briefings.create_title')} redirect="list">
        <BriefingForm />
      </Create>
    </AdminsOnly>
  );
}
