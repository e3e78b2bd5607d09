import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Title, useDataProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModeratorCreateRequest, ModeratorDetail } from '../../../contract/moderators';
import { ErrorBox } from '../../components/ErrorBox';
import { describeError } from '../../lib/errors';
import { Section } from '../users/edit/Section';
import { ModeratorForm } from './ModeratorForm';
import { ModeratorMediaSections } from './ModeratorMediaSections';
import { type ModeratorValues, toIds } from './moderatorRules';
import { useModerator } from './useModerator';

/** The detail as the form's values (interestedIn as ids, the subscription's id). */
export function formRecord(moderator: ModeratorDetail, workerId?: number): ModeratorValues {
  return {
    ...moderator,
    interestedIn: toIds(moderator.interestedIn),
    subscription_id: moderator.subscription.id,
    ...(workerId ? { worker_id: workerId } : {}),
  };
}

/**
 * An existing moderator: the media sections, then the form (spec section 2 order). Saving goes
 * to `doneTo`; Cancel too.
 */
export function ModeratorEditBody({
  id,
  workerId,
  doneTo,
}: {
  id: number;
  workerId?: number;
  doneTo: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const redirect = useRedirect();
  const { data, isPending, error, refetch, canEdit } = useModerator(id);
  // A new record object would reset the form: only a new detail (a refetch) may.
  const record = useMemo(() => (data ? formRecord(data, workerId) : null), [data, workerId]);
  if (isPending)
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !data || !record) {
    return <ErrorBox error={describeError(error, translate)} onClose={() => redirect(doneTo)} />;
  }
  const save = async (body: ModeratorCreateRequest) => {
    await dataProvider.update('moderators', { id, data: body, previousData: data });
    notify('app.moderators.saved', { type: 'success', messageArgs: { name: body.name } });
    redirect(doneTo);
  };
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title={translate('app.moderators.edit_title', { name: data.display_name })} />
      <ModeratorMediaSections moderator={data} canEdit={canEdit} onChanged={() => void refetch()} />
      <Section id="moderator-profile" title={translate('app.moderators.profile')}>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.moderators.read_only')}
          </Alert>
        )}
        <ModeratorForm
          record={record}
          moderatorId={id}
          onSave={save}
          readOnly={!canEdit}
          extraActions={
            <Button component={Link} to={doneTo}>
              {translate('ra.action.cancel')}
            </Button>
          }
        />
      </Section>
    </Stack>
  );
}
