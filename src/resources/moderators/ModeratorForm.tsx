import SaveIcon from '@mui/icons-material/SaveRounded';
import { Box, Button, Stack } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ErrorBox } from '../../components/ErrorBox';
import { ClearOnEdit } from '../../components/form/ClearOnEdit';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { ModeratorInputs } from './ModeratorInputs';
import { type ModeratorValues, moderatorErrors, toModeratorBody } from './moderatorRules';

/**
 * A refetched record (after a photo change) keeps what the user typed. One object: react-admin
 * resets the form whenever these options change identity.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** Save errors clear after 10 s on the create screen (spec section 5). */
const ERROR_CLEAR_MS = 10_000;

function SaveButton({
  label,
  onSave,
  onErrors,
}: {
  label: string;
  onSave: (body: ReturnType<typeof toModeratorBody>) => Promise<unknown>;
  onErrors: (errors: ErrorDescription | null) => void;
}) {
  const translate = useTranslate();
  const { handleSubmit, setError } = useFormContext();
  const [saving, setSaving] = useState(false);
  const submit = handleSubmit(async (values: ModeratorValues) => {
    const errors = moderatorErrors(values);
    if (errors.length) {
      for (const error of errors) setError(error.field, { type: 'rule', message: error.message });
      onErrors({
        header: translate('app.errors.default_header'),
        messages: errors.map((error) => translate(error.message)),
      });
      return;
    }
    setSaving(true);
    try {
      await onSave(toModeratorBody(values));
    } catch (error) {
      onErrors(describeError(error, translate));
    } finally {
      setSaving(false);
    }
  });
  return (
    <Button variant="contained" startIcon={<SaveIcon />} onClick={submit} disabled={saving}>
      {translate(label)}
    </Button>
  );
}

/**
 * The moderator form with the rules of spec section 5: all failures together, one per line, red
 * fields, nothing sent until they pass; the server's own refusals show in the same box.
 */
export function ModeratorForm({
  record,
  moderatorId,
  saveLabel = 'ra.action.save',
  onSave,
  clearErrorsAfter,
  readOnly,
  extraActions,
}: {
  record: ModeratorValues;
  moderatorId?: number;
  saveLabel?: string;
  onSave: (body: ReturnType<typeof toModeratorBody>) => Promise<unknown>;
  /** Create screen: clear the messages after 10 s. */
  clearErrorsAfter?: boolean;
  /** Shown, not saved (REGULAR staff, another worker's fake user). */
  readOnly?: boolean;
  extraActions?: ReactNode;
}) {
  const [errors, setErrors] = useState<ErrorDescription | null>(null);
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The messages sit above a long form: bring them into view.
    if (errors) errorBox.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [errors]);
  useEffect(() => {
    if (!errors || !clearErrorsAfter) return;
    const timer = setTimeout(() => setErrors(null), ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [errors, clearErrorsAfter]);
  return (
    <Form
      record={record}
      noValidate
      disableInvalidFormNotification
      resetOptions={KEEP_TYPED_VALUES}
    >
      <ClearOnEdit onEdit={() => setErrors(null)} />
      <Box ref={errorBox} sx={{ scrollMarginTop: 80 }}>
        <ErrorBox error={errors} onClose={() => setErrors(null)} />
      </Box>
      <ModeratorInputs moderatorId={moderatorId} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {!readOnly && <SaveButton label={saveLabel} onSave={onSave} onErrors={setErrors} />}
        {extraActions}
      </Stack>
    </Form>
  );
}
