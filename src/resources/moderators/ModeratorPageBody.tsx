import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { memo, useCallback, useMemo, useState } from 'react';
import { EditBase, Title, useEditContext, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ModeratorDetail } from '../../../contract/moderators';
import { ErrorBox } from '../../components/ErrorBox';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { Section } from '../users/edit/Section';
import { ModeratorForm } from './ModeratorForm';
import { ModeratorMediaSections } from './ModeratorMediaSections';
import { type ModeratorValues, toIds, toModeratorBody } from './moderatorRules';
import { MODERATOR_DETAIL_QUERY, useCanEditModerator } from './useModerator';

/** The detail as the form's values (interestedIn as ids, the subscription's id). */
export function formRecord(moderator: ModeratorDetail, workerId?: number): ModeratorValues {
  return {
    ...moderator,
    interestedIn: toIds(moderator.interestedIn),
    subscription_id: moderator.subscription.id,
    ...(workerId ? { worker_id: workerId } : {}),
  };
}

interface EditViewProps {
  moderator: ModeratorDetail;
  values: ModeratorValues;
  canEdit: boolean;
  doneTo: string;
  saveError: ErrorDescription | null;
  onDismissSaveError: () => void;
  onChanged: () => void;
  /** Saving, or saved and leaving for `doneTo`: nothing on the page changes meanwhile. */
  frozen: boolean;
}

/**
 * The page itself (about 2,000 components). It does not render while a save runs or after it
 * succeeded: the save's start and end and the saved record would each render it whole (some
 * 200 ms apiece at 4x CPU slowdown) just before the list replaces it.
 */
const ModeratorEditView = memo(
  function ModeratorEditView({
    moderator,
    values,
    canEdit,
    doneTo,
    saveError,
    onDismissSaveError,
    onChanged,
  }: EditViewProps) {
    const translate = useTranslate();
    return (
      <Stack spacing={2} sx={{ my: 2 }}>
        <Title title={translate('app.moderators.edit_title', { name: moderator.display_name })} />
        <ModeratorMediaSections moderator={moderator} canEdit={canEdit} onChanged={onChanged}>
          <Section id="moderator-profile" title={translate('app.moderators.profile')}>
            {!canEdit && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('app.moderators.read_only')}
              </Alert>
            )}
            <ModeratorForm
              record={values}
              moderatorId={moderator.id}
              error={saveError}
              onDismissError={onDismissSaveError}
              readOnly={!canEdit}
              extraActions={
                <Button component={Link} to={doneTo}>
                  {translate('ra.action.cancel')}
                </Button>
              }
            />
          </Section>
        </ModeratorMediaSections>
      </Stack>
    );
  },
  // A save's own refusal still shows, and the last one goes as a new save starts.
  (previous, next) =>
    (next.frozen && previous.saveError === next.saveError) ||
    (Object.keys(next) as (keyof EditViewProps)[]).every((key) => previous[key] === next[key]),
);

function ModeratorEditContent({
  workerId,
  doneTo,
  saveError,
  onDismissSaveError,
  leaving,
}: {
  workerId?: number;
  doneTo: string;
  saveError: ErrorDescription | null;
  onDismissSaveError: () => void;
  leaving: boolean;
}) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { record, isPending, error, refetch, saving } = useEditContext<ModeratorDetail>();
  const canEdit = useCanEditModerator(record);
  // A new record object would reset the form: only a new detail (a refetch) may.
  const values = useMemo(() => (record ? formRecord(record, workerId) : null), [record, workerId]);
  const onChanged = useCallback(() => void refetch(), [refetch]);
  // Until it is known whether the viewer may save, the fields are neither editable nor locked.
  if (isPending || canEdit === undefined)
    return <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} />;
  if (error || !record || !values) {
    return <ErrorBox error={describeError(error, translate)} onClose={() => redirect(doneTo)} />;
  }
  return (
    <ModeratorEditView
      moderator={record}
      values={values}
      canEdit={canEdit}
      doneTo={doneTo}
      saveError={saveError}
      onDismissSaveError={onDismissSaveError}
      onChanged={onChanged}
      frozen={Boolean(saving) || leaving}
    />
  );
}

/**
 * An existing moderator: their media, then the form (spec section 2 order), then the feeds that
 * are not theirs, closed. Saving goes to `doneTo`; Cancel too. Chatters open the fake users they work: who may change the record is
 * decided on the record (`useCanEditModerator`) and by the server, not by the resource's edit right.
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
  const notify = useNotify();
  const redirect = useRedirect();
  const [saveError, setSaveError] = useState<ErrorDescription | null>(null);
  const [leaving, setLeaving] = useState(false);
  const dismissSaveError = useCallback(() => setSaveError(null), []);
  return (
    <EditBase<ModeratorDetail>
      resource="moderators"
      id={id}
      disableAuthentication
      mutationMode="pessimistic"
      redirect={false}
      // A failed read shows in the error box: no notification, no redirect.
      queryOptions={{ ...MODERATOR_DETAIL_QUERY, onError: () => undefined }}
      transform={toModeratorBody}
      mutationOptions={{
        meta: MODERATOR_DETAIL_QUERY.meta,
        onMutate: () => setSaveError(null),
        onSuccess: (_saved, { data: sent }) => {
          setLeaving(true);
          notify('app.moderators.saved', { type: 'success', messageArgs: { name: sent?.name } });
          redirect(doneTo);
        },
        onError: (failure) => setSaveError(describeError(failure, translate)),
      }}
    >
      <ModeratorEditContent
        workerId={workerId}
        doneTo={doneTo}
        saveError={saveError}
        onDismissSaveError={dismissSaveError}
        leaving={leaving}
      />
    </EditBase>
  );
}
