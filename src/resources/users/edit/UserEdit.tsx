import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Edit,
  Form,
  useCanAccess,
  useEditContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { ErrorBox } from '../../../components/ErrorBox';
import { MomentsManager } from '../../../components/posts/MomentsManager';
import { StoriesManager } from '../../../components/posts/StoriesManager';
import type { ErrorDescription } from '../../../lib/errors';
import { rereadBeforeLinksExpire } from '../../../lib/mediaLinks';
import { ReportsList } from './ReportsList';
import { Section } from './Section';
import { UserEditToolbar } from './UserEditToolbar';
import { UserHeader } from './UserHeader';
import { UserInputs } from './UserInputs';
import { UserLocation } from './UserLocation';
import { UserPhotos } from './UserPhotos';
import { loadError, saveError } from './userErrors';
import { toUserUpdate, validateUser } from './userSaveRules';

function UserTitle() {
  const translate = useTranslate();
  const user = useRecordContext<UserDetail>();
  return <>{translate('app.user_detail.title', { name: user?.display_name ?? '' })}</>;
}

/** GET /api/user/{id}/ failed: 404 'Given user is not found', else the spec's messages. */
function UserLoadError() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { error } = useEditContext();
  return <ErrorBox error={loadError(error, translate)} onClose={() => redirect('list', 'users')} />;
}

function UserDetailBody({
  saveFailure,
  onCloseSaveFailure,
}: {
  saveFailure: ErrorDescription | null;
  onCloseSaveFailure: () => void;
}) {
  const translate = useTranslate();
  const user = useRecordContext<UserDetail>();
  const { canAccess: canSave, isPending } = useCanAccess({ resource: 'users', action: 'save' });
  if (!user) return null;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <UserHeader user={user} />
      <Section id="user-profile" title={translate('app.user_detail.sections.profile')}>
        {!isPending && !canSave && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.user_detail.read_only')}
          </Typography>
        )}
        <Form
          warnWhenUnsavedChanges
          validate={validateUser}
          resetOptions={{ keepDirtyValues: true }}
          disableInvalidFormNotification
        >
          <UserInputs readOnly={!canSave} />
          <ErrorBox error={saveFailure} onClose={onCloseSaveFailure} />
          {canSave && <UserEditToolbar />}
        </Form>
      </Section>
      <UserLocation user={user} />
      <ReportsList reports={user.reports} />
      <UserPhotos user={user} />
      {/* The user's own posts, read-only, refreshed every 5 s like a moderator's (spec section 4). */}
      <Section id="user-stories" title={translate('app.user_detail.sections.stories')}>
        <StoriesManager moderatorId={user.id} canEdit={false} />
      </Section>
      <Section id="user-moments" title={translate('app.user_detail.sections.moments')}>
        <MomentsManager moderatorId={user.id} canEdit={false} />
      </Section>
    </Stack>
  );
}

/**
 * /users/edit/{id}: the real-user detail (spec section 2). Everyone signed in may look; admins
 * block, unblock and clear reports; only super admins save (PUT /api/user/{id}/).
 */
export default function UserEdit({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [saveFailure, setSaveFailure] = useState<ErrorDescription | null>(null);
  return (
    <Edit
      resource="users"
      id={id}
      component="div"
      actions={false}
      title={<UserTitle />}
      mutationMode="pessimistic"
      redirect="list"
      redirectOnError={false}
      // Keep react-admin from notifying and leaving: the error box says what went wrong.
      // The private photos' signed links expire: the record is read again just before.
      queryOptions={{ onError: () => undefined, refetchInterval: rereadBeforeLinksExpire }}
      error={<UserLoadError />}
      transform={(data) => {
        setSaveFailure(null);
        return toUserUpdate(data);
      }}
      mutationOptions={{
        onError: (error) => setSaveFailure(saveError(error, translate)),
        // Names the user instead of react-admin's "Element updated".
        onSuccess: (saved, { previousData }) => {
          const name = [saved, previousData]
            .map((user) => (user as Partial<UserDetail> | undefined)?.display_name)
            .find(Boolean);
          notify('app.saved_named', { type: 'success', messageArgs: { name } });
          redirect('list', 'users');
        },
      }}
    >
      <UserDetailBody saveFailure={saveFailure} onCloseSaveFailure={() => setSaveFailure(null)} />
    </Edit>
  );
}
