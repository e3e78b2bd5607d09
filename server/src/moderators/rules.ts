import type { ModeratorFields } from '../../../contract/moderators.js';

/** The "Moderator create/save" messages of spec section 5, in its order. */
export const MODERATOR_RULES = {
  name: 'Please enter name!',
  gender: 'Please select gender!',
  ethnicity: 'Please select Ethnicity!',
  interestedIn: 'Please select interested in!',
  tags: 'Please select tags!',
  subscription: 'Please select subscription plan',
  address: 'Please enter address!',
} as const;

type Checked = Partial<
  Pick<
    ModeratorFields,
    | 'name'
    | 'gender'
    | 'ethnicity'
    | 'interestedIn'
    | 'tags'
    | 'subscription_id'
    | 'address'
    | 'location'
  >
>;

/**
 * Every failed rule at once. `only`: check just the fields present (a save of an existing
 * moderator checks what it changes; a create checks everything).
 */
export function moderatorRuleErrors(fields: Checked, only = false): string[] {
  const has = (key: keyof Checked) => !only || key in fields;
  const errors: string[] = [];
  if (has('name') && !fields.name?.trim()) errors.push(MODERATOR_RULES.name);
  if (has('gender') && ![1, 2, 3].includes(fields.gender ?? 0)) errors.push(MODERATOR_RULES.gender);
  if (has('ethnicity') && !fields.ethnicity) errors.push(MODERATOR_RULES.ethnicity);
  if (has('interestedIn') && !fields.interestedIn) errors.push(MODERATOR_RULES.interestedIn);
  if (has('tags') && !fields.tags?.length) errors.push(MODERATOR_RULES.tags);
  if (has('subscription_id') && !fields.subscription_id) errors.push(MODERATOR_RULES.subscription);
  if ((has('address') || has('location')) && (!fields.address?.trim() || !fields.location)) {
    errors.push(MODERATOR_RULES.address);
  }
  return errors;
}

/**
 * The name as stored (spec section 5 "Derivations"): trimmed, its first space becomes `_`, and on
 * create anything but letters, digits and underscore is dropped.
 */
export function derivedName(name: string, onCreate: boolean): string {
  const underscored = name.trim().replace(' ', '_');
  return onCreate ? underscored.replace(/[^\p{L}\p{N}_]/gu, '') : underscored;
}

/** display_name is name_age, with the age people see (stored age + 17). */
export function displayNameFor(name: string, storedAge: number | null): string {
  return storedAge === null ? name : `${name}_${storedAge + 17}`;
}

/** username and the local part of the email: ASCII letters, digits and underscore, lower case. */
export function handleFor(name: string, storedAge: number | null): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase();
  return `${ascii || 'moderator'}${storedAge === null ? '' : storedAge + 17}`;
}
