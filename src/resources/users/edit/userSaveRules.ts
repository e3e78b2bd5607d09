import type { UserUpdateRequest } from '../../../../contract/users';

/** Spec section 5, "Real-user save defaults": an empty age is saved as 35. */
export const SAVE_DEFAULT_AGE = 35;

/** Preset fields that may be cleared (sent as null). */
const PRESET_FIELDS = [
  'height',
  'ethnicity',
  'zodiacSign',
  'familyPlans',
  'politics',
  'religion',
  'gender',
] as const;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A list of ids from the form or the wire: `interested_in` travels as a comma-separated string
 * ("1,4,7") and is an array in the UI; the other multi-selects are arrays already.
 */
export function toIds(value: unknown): number[] {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => !isEmpty(item))
    .map(Number)
    .filter((id) => Number.isInteger(id));
}

const presetId = (value: unknown): number | null => {
  if (isEmpty(value)) return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
};

/**
 * The body of PUT /api/user/{id}/ from the detail form: only the editable fields, with the
 * spec's save defaults (age 35, language [] and interested_in [] when empty).
 */
export function toUserUpdate(values: Record<string, unknown>): UserUpdateRequest {
  const body: UserUpdateRequest = {
    display_name: String(values.display_name ?? '').trim(),
    phone: isEmpty(values.phone) ? null : String(values.phone).trim(),
    disabled: Boolean(values.disabled),
    age: presetId(values.age) ?? SAVE_DEFAULT_AGE,
    language: toIds(values.language),
    interested_in: toIds(values.interested_in),
    tags: toIds(values.tags),
    about: typeof values.about === 'string' ? values.about : '',
  };
  const subscription = values.user_subscription as { id?: unknown } | null | undefined;
  const subscriptionId = presetId(values.subscription_id ?? subscription?.id);
  if (subscriptionId !== null) body.subscription_id = subscriptionId;
  for (const field of PRESET_FIELDS) body[field] = presetId(values[field]);
  return body;
}

/** Form-level check: the server refuses an empty display name. */
export function validateUser(values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  if (isEmpty(values.display_name)) errors.display_name = 'ra.validation.required';
  return errors;
}
