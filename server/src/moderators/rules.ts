import {
  type ModeratorRuleFields,
  type ModeratorRuleId,
  moderatorRuleFailures,
} from '../../../contract/rules/moderator.js';

/** The "Moderator create/save" messages of spec section 5, in its order. */
export const MODERATOR_RULES: Record<ModeratorRuleId, string> = {
  name: 'Please enter name!',
  gender: 'Please select gender!',
  ethnicity: 'Please select Ethnicity!',
  interestedIn: 'Please select interested in!',
  tags: 'Please select tags!',
  subscription: 'Please select subscription plan',
  address: 'Please enter address!',
};

/**
 * Every failed rule's message at once. `only`: check just the fields present (a save of an
 * existing moderator checks what it changes; a create checks everything).
 */
export function moderatorRuleErrors(fields: ModeratorRuleFields, only = false): string[] {
  return moderatorRuleFailures(fields, only).map((rule) => MODERATOR_RULES[rule]);
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
