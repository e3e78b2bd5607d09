import { Box } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Form, type FormProps, SaveButton, type SaveButtonProps, useTranslate } from 'react-admin';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import type { ErrorDescription } from '../../lib/errors';
import { ErrorBox } from '../ErrorBox';
import { ClearOnEdit } from './ClearOnEdit';

/** A failed rule: the field it marks red and the i18n key of its message. */
export interface RuleFailure {
  field: string;
  message: string;
}

const RULE = 'rule';

/** A react-hook-form resolver from a rules check: one error per failed rule, in the rules' order. */
function rulesResolver<Values extends FieldValues>(
  check: (values: Values) => RuleFailure[],
): Resolver<Values> {
  return async (values) => {
    const failures = check(values);
    if (!failures.length) return { values, errors: {} };
    const errors = Object.fromEntries(
      failures.map(({ field, message }) => [field, { type: RULE, message }]),
    );
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/**
 * A react-admin form checked by rules (spec section 5): Save checks every rule, and the failures
 * show together (a `RuleErrorBox` and the red fields) while nothing is sent; any edit clears them.
 * `rules` should keep its identity across renders.
 */
export function RuleForm<Values extends FieldValues>({
  rules,
  onEdit,
  children,
  ...props
}: Omit<FormProps, 'validate' | 'resolver'> & {
  rules: (values: Values) => RuleFailure[];
  /** Any edit: also clear what the caller shows (a refusal from the server). */
  onEdit?: () => void;
  children: ReactNode;
}) {
  const resolver = useMemo(() => rulesResolver(rules), [rules]);
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      // The messages stay until the next edit or Save, not re-checked while typing.
      reValidateMode="onSubmit"
      // The box above says what is wrong: focusing a field would scroll it away.
      shouldFocusError={false}
      resolver={resolver as Resolver<FieldValues>}
      // Leaving with changes typed asks first (a link, the menu, closing the tab).
      warnWhenUnsavedChanges
      {...props}
    >
      <ClearOnEdit onEdit={onEdit ?? noEdit} />
      {children}
    </Form>
  );
}

const noEdit = () => {};

/**
 * The failed rules of the last Save, one per line, in the error box; without any, `error` (a
 * refusal from the server). It scrolls into view: it sits above a long form.
 */
export function RuleErrorBox({
  error = null,
  onClose,
  clearAfterMs,
}: {
  error?: ErrorDescription | null;
  onClose?: () => void;
  /** Clear the messages after this long (the moderator create screens). */
  clearAfterMs?: number;
}) {
  const translate = useTranslate();
  const { clearErrors } = useFormContext();
  const { errors, submitCount } = useFormState();
  const messages = Object.values(errors).flatMap((fieldError) =>
    fieldError?.type === RULE && typeof fieldError.message === 'string'
      ? [translate(fieldError.message)]
      : [],
  );
  const shown = messages.length
    ? { header: translate('app.errors.default_header'), messages }
    : error;
  // What is shown, as text: the effects below run when it changes, not on every render.
  const shownText = shown ? [shown.header, ...shown.messages].join('\n') : '';
  const box = useRef<HTMLDivElement>(null);
  const close = () => {
    clearErrors();
    onClose?.();
  };
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    // Each Save that fails brings the messages back into view.
    if (shownText && submitCount > 0) {
      box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [shownText, submitCount]);
  useEffect(() => {
    if (!shownText || !clearAfterMs) return;
    const timer = setTimeout(() => closeRef.current(), clearAfterMs);
    return () => clearTimeout(timer);
  }, [shownText, clearAfterMs]);
  return (
    <Box ref={box} sx={{ scrollMarginTop: 80 }}>
      <ErrorBox error={shown} onClose={close} />
    </Box>
  );
}

/**
 * react-admin's SaveButton, enabled before any change (the rules say what is missing) and
 * disabled while saving.
 */
export function RuleSaveButton(props: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  return <SaveButton alwaysEnable={!isSubmitting} {...props} />;
}
