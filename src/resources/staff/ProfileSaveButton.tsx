import SaveIcon from '@mui/icons-material/SaveRounded';
import { Button } from '@mui/material';
import { useSaveContext, useTranslate } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';
import type { ProfileUpdate } from '../../dataProvider/staffProfile';
import { profileErrors } from './profileRules';

/** The values the mutation takes: the new email only when it was changed. */
export function profileUpdate(values: FieldValues, hasPasteAccess: boolean): ProfileUpdate {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    ...(values.changing_email ? { email: values.new_email.trim() } : {}),
    language: values.language,
    about: values.about ?? '',
    ...(hasPasteAccess
      ? { pasteAccess: Boolean(values.pasteAccess), chatAccess: Boolean(values.chatAccess) }
      : {}),
    address: values.address,
    location: values.location,
    city: values.city ?? null,
    country_code: values.country_code ?? null,
  };
}

/**
 * Save checks the spec's five rules first: all failures show together (the box above and the
 * red fields) and nothing is sent; otherwise it saves through the Edit's save.
 */
export function ProfileSaveButton({
  hasPasteAccess,
  onRuleErrors,
}: {
  hasPasteAccess: boolean;
  onRuleErrors: (messages: string[]) => void;
}) {
  const translate = useTranslate();
  const { handleSubmit, setError } = useFormContext();
  const { save, saving } = useSaveContext();
  const submit = handleSubmit((values) => {
    const errors = profileErrors(values);
    if (errors.length) {
      for (const error of errors) setError(error.field, { type: 'rule', message: error.message });
      onRuleErrors(errors.map((error) => translate(error.message)));
      return;
    }
    return save?.(profileUpdate(values, hasPasteAccess));
  });
  return (
    <Button variant="contained" startIcon={<SaveIcon />} onClick={submit} disabled={saving}>
      {translate('ra.action.save')}
    </Button>
  );
}
