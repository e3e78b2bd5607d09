import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { RuleErrorBox, RuleForm, RuleSaveButton } from '../../components/form/RuleForm';
import type { ErrorDescription } from '../../lib/errors';
import { ModeratorInputs } from './ModeratorInputs';
import { type ModeratorValues, moderatorErrors } from './moderatorRules';

/**
 * A refetched record (after a photo change) keeps what the user typed. One object: react-admin
 * resets the form whenever these options change identity. The saved record arrives before Save
 * has finished: its reset keeps the save's success, or leaving for the list after it would ask
 * "leave without saving?" about the values just saved.
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true, keepIsSubmitSuccessful: true } as const;

/** Save errors clear after 10 s on the create screen (spec section 5). */
const ERROR_CLEAR_MS = 10_000;

/**
 * The moderator form with the rules of spec section 5: all failures together, one per line, red
 * fields, nothing sent until they pass; the server's own refusals (`error`) show in the same box.
 * Save goes through the enclosing CreateBase or EditBase.
 */
export function ModeratorForm({
  record,
  moderatorId,
  saveLabel = 'ra.action.save',
  error,
  onDismissError,
  clearErrorsAfter,
  readOnly,
  extraActions,
}: {
  record: ModeratorValues;
  moderatorId?: number;
  saveLabel?: string;
  error: ErrorDescription | null;
  onDismissError: () => void;
  /** Create screen: clear the messages after 10 s. */
  clearErrorsAfter?: boolean;
  /** Shown, not saved (REGULAR staff, another worker's fake user). */
  readOnly?: boolean;
  extraActions?: ReactNode;
}) {
  return (
    <RuleForm
      record={record}
      rules={moderatorErrors}
      onEdit={onDismissError}
      resetOptions={KEEP_TYPED_VALUES}
    >
      <RuleErrorBox
        error={error}
        onClose={onDismissError}
        clearAfterMs={clearErrorsAfter ? ERROR_CLEAR_MS : undefined}
      />
      <ModeratorInputs moderatorId={moderatorId} readOnly={readOnly} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {!readOnly && <RuleSaveButton label={saveLabel} />}
        {extraActions}
      </Stack>
    </RuleForm>
  );
}
