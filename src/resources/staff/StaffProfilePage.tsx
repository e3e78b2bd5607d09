import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  CanAccess,
  EditBase,
  SelectArrayInput,
  TextInput,
  Title,
  useCanAccess,
  useEditContext,
  useGetIdentity,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { StaffProfile } from '../../../contract/staff';
import { ErrorBox } from '../../components/ErrorBox';
import { growingTextarea } from '../../components/form/growingTextarea';
import { RuleErrorBox, RuleForm, RuleSaveButton } from '../../components/form/RuleForm';
import { ToDashboard } from '../../components/ToDashboard';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { maskEmail } from '../../lib/mask';
import { usePresets } from '../../lib/usePresets';
import { ProfileAddressInput } from './ProfileAddressInput';
import { hasPasteAccess, profileErrors, profileUpdate } from './profileRules';
import { ResetPasswordButton } from './ResetPasswordButton';
import { STAFF_KINDS, type StaffKind } from './staffKinds';

function EmailField({
  kind,
  email,
  readOnly,
}: {
  kind: StaffKind;
  email: string;
  readOnly: boolean;
}) {
  const translate = useTranslate();
  const { setValue, watch } = useFormContext();
  const changing = watch('changing_email');
  if (changing) {
    return (
      <TextInput
        source="new_email"
        label="app.staff.fields.new_email"
        type="email"
        autoFocus
        helperText="app.staff.new_email_hint"
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextInput
        source="masked_email"
        label="app.staff.fields.email"
        defaultValue={maskEmail(email, STAFF_KINDS[kind].profileMaskVisible)}
        disabled
      />
      {!readOnly && (
        <Button
          sx={{ mt: 1.5, flexShrink: 0 }}
          onClick={() => setValue('changing_email', true, { shouldDirty: true })}
        >
          {translate('app.staff.change_email')}
        </Button>
      )}
    </Stack>
  );
}

/** Read-only in view mode, and for someone else's profile the caller may not edit. */
function useReadOnly(kind: StaffKind, mode: 'edit' | 'view', record: StaffProfile | undefined) {
  const { identity } = useGetIdentity();
  const own = record !== undefined && identity?.id === record.id;
  const edit = useCanAccess({ resource: kind, action: 'edit', record });
  const changeEmail = useCanAccess({
    resource: kind,
    action: 'change_email',
    record,
  });
  const readOnly = mode === 'view' || !(own || edit.canAccess);
  // A worker's email is any admin's to change; another admin's only a super admin's.
  const emailReadOnly = readOnly || (kind === 'admins' && !own && !changeEmail.canAccess);
  return { readOnly, emailReadOnly, deciding: edit.isPending || changeEmail.isPending };
}

function ProfileForm({ kind, mode }: { kind: StaffKind; mode: 'edit' | 'view' }) {
  const translate = useTranslate();
  const { record, saving } = useEditContext<StaffProfile>();
  const { readOnly, emailReadOnly, deciding } = useReadOnly(kind, mode, record);
  const { data: presets } = usePresets();
  const languages = [...(presets?.languages ?? [])].sort((a, b) => a.id - b.id);
  // Shown once it is known what may be edited: no field flips from disabled to enabled.
  if (!record || deciding) return null;
  return (
    <RuleForm record={{ ...record, new_email: '', changing_email: false }} rules={profileErrors}>
      <RuleErrorBox />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack>
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
              <Chip
                size="small"
                color={record.isOnline ? 'success' : 'default'}
                label={translate(record.isOnline ? 'app.users.online' : 'app.users.offline')}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('app.staff.worker_id', { id: record.id })}
              </Typography>
            </Stack>
            <TextInput
              source="first_name"
              label="app.staff.fields.first_name"
              disabled={readOnly}
            />
            <TextInput source="last_name" label="app.staff.fields.last_name" disabled={readOnly} />
            <EmailField kind={kind} email={record.email} readOnly={emailReadOnly} />
            <TextInput
              source="language_id_code"
              label="app.staff.fields.language_id_code"
              disabled
            />
            <SelectArrayInput
              source="language"
              label="app.staff.fields.language"
              choices={languages}
              optionText="language"
              disabled={readOnly}
            />
            <TextInput
              source="about"
              label="app.staff.fields.about"
              {...growingTextarea(3, 12)}
              disabled={readOnly}
            />
            {hasPasteAccess(kind, record) && (
              <>
                <BooleanInput
                  source="pasteAccess"
                  label="app.staff.fields.paste_access"
                  disabled={readOnly}
                />
                <BooleanInput
                  source="chatAccess"
                  label="app.staff.fields.chat_access"
                  disabled={readOnly}
                />
              </>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ProfileAddressInput readOnly={readOnly} />
        </Grid>
      </Grid>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        {!readOnly && <RuleSaveButton />}
        <Button component={Link} to={`/${kind}`} disabled={saving}>
          {translate(readOnly ? 'app.staff.back' : 'ra.action.cancel')}
        </Button>
      </Stack>
    </RuleForm>
  );
}

function ProfileCard({
  kind,
  mode,
  saveError,
  onDismiss,
}: {
  kind: StaffKind;
  mode: 'edit' | 'view';
  saveError: ErrorDescription | null;
  onDismiss: () => void;
}) {
  const translate = useTranslate();
  const { record, error } = useEditContext<StaffProfile>();
  const [loadDismissed, setLoadDismissed] = useState(false);
  const loadError = error && !loadDismissed ? describeError(error, translate) : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={record?.fullName ?? translate(`resources.${kind}.name`, { smart_count: 1 })} />
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h5" component="h1">
            {record?.fullName}
          </Typography>
          {record && (
            <CanAccess resource={kind} action="reset_password" record={record}>
              <ResetPasswordButton profile={record} labelled />
            </CanAccess>
          )}
        </Stack>
        <ErrorBox error={loadError} onClose={() => setLoadDismissed(true)} />
        <ErrorBox error={saveError} onClose={onDismiss} />
        <ProfileForm kind={kind} mode={mode} />
      </CardContent>
    </Card>
  );
}

/**
 * /workers|admins/edit/{id} and /view/{id}: the profile form; view is read-only, no Save. Who may
 * open which is decided here, by the mode: whoever may not goes to /dashboard (spec section 2 route
 * guard), not to an access-denied page; anyone may open their own.
 */
export function StaffProfilePage({ kind, mode }: { kind: StaffKind; mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const translate = useTranslate();
  const [saveError, setSaveError] = useState<ErrorDescription | null>(null);
  const notify = useNotify();
  const redirect = useRedirect();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { canAccess, isPending } = useCanAccess({
    resource: kind,
    action: mode === 'edit' ? 'edit' : 'show',
  });
  if (isPending || identityPending) return null;
  if (!canAccess && String(identity?.id) !== id) return <ToDashboard />;
  return (
    <Box>
      <EditBase
        resource={kind}
        id={id}
        // Access is decided above, by the mode and the record's owner.
        disableAuthentication
        mutationMode="pessimistic"
        redirect="list"
        transform={(values, options) =>
          profileUpdate(values, hasPasteAccess(kind, options?.previousData))
        }
        mutationOptions={{
          onMutate: () => setSaveError(null),
          onError: (error: unknown) => setSaveError(describeError(error, translate)),
          // Names the person instead of react-admin's "Element updated".
          onSuccess: (saved, { previousData }) => {
            const name = [saved, previousData]
              .map((profile) => (profile as Partial<StaffProfile> | undefined)?.fullName)
              .find(Boolean);
            notify('app.saved_named', { type: 'success', messageArgs: { name } });
            redirect('list', kind);
          },
        }}
      >
        <ProfileCard
          kind={kind}
          mode={mode}
          saveError={saveError}
          onDismiss={() => setSaveError(null)}
        />
      </EditBase>
    </Box>
  );
}
