import { Button, Card, CardContent } from '@mui/material';
import { useMemo } from 'react';
import { Title, useRedirect, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { ModeratorCreateForm } from './ModeratorCreateForm';
import { ModeratorEditBody } from './ModeratorPageBody';
import { newModerator } from './moderatorRules';

/**
 * /workers/{workerId}/fakeUsers/new, /workers/{workerId}/fakeUsers/edit/{id} and
 * /workers/{workerId}/edit/{id}: a worker's fake user. With no id it creates; saving and Cancel go
 * to /dashboard (spec section 2).
 */
export default function WorkerFakeUserPage() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const params = useParams<{ workerId: string; id?: string }>();
  const workerId = Number(params.workerId);
  // One record per worker: a new object on each render would reset what was typed.
  const record = useMemo(() => ({ ...newModerator(), worker_id: workerId }), [workerId]);
  if (!workerId) {
    return <ErrorBox error={{ messages: [translate('app.moderators.worker_required')] }} />;
  }
  if (params.id) {
    return <ModeratorEditBody id={Number(params.id)} workerId={workerId} doneTo="/dashboard" />;
  }
  return (
    <Card sx={{ my: 2 }}>
      <Title title={translate('app.moderators.new_fake_user')} />
      <CardContent>
        <ModeratorCreateForm
          key={workerId}
          record={record}
          onCreated={() => redirect('/dashboard')}
          extraActions={
            <Button component={Link} to="/dashboard">
              {translate('ra.action.cancel')}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
