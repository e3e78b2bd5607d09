import { Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBox } from '../../components/ErrorBox';
import { growingTextarea } from '../../components/form/growingTextarea';
import { PublicCard } from '../../components/PublicCard';
import { SignedInWarning } from '../../components/SignedInWarning';
import { translate } from '../../i18n/publicTranslate';
import { ApiError, apiFetch } from '../../lib/api';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { getSession } from '../../lib/session';
import { minLength } from '../../lib/validation';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** /contactUs: name, email and message; done leads to /signIn (spec section 2). */
export default function ContactUsPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);

  if (getSession()) {
    return (
      <SignedInWarning
        title={translate('app.contact.signed_in_title')}
        message={translate('app.contact.signed_in')}
      />
    );
  }
  const missing = (field: Field) => touched && !minLength(values[field], 1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (FIELDS.some((field) => !minLength(values[field], 1))) return;
    setPending(true);
    setError(null);
    try {
      await apiFetch('/api/contact-us/', { method: 'POST', json: values });
      navigate('/signIn', { state: { notice: translate('app.contact.done') } });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400
          ? {
              header: translate('app.errors.default_header'),
              messages: [translate('app.contact.invalid_params')],
            }
          : describeError(caught, translate),
      );
      setPending(false);
    }
  }

  return (
    <PublicCard title={translate('app.contact.title')}>
      <ErrorBox error={error} onClose={() => setError(null)} />
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={translate(`app.contact.${field}`)}
            type={field === 'email' ? 'email' : 'text'}
            {...(field === 'message' ? growingTextarea(4, 12) : {})}
            value={values[field]}
            onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            error={missing(field)}
            helperText={missing(field) ? translate('app.contact.required') : undefined}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={pending}>
          {translate('app.contact.submit')}
        </Button>
      </Stack>
    </PublicCard>
  );
}
