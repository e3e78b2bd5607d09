/**
 * "Worker/admin form" (spec section 5): the rules the profile form checks before it sends and the
 * server checks again, by id, in the order of their messages.
 */
export const STAFF_PROFILE_RULE_IDS = [
  'first_name',
  'last_name',
  'email',
  'language',
  'address',
] as const;
export type StaffProfileRuleId = (typeof STAFF_PROFILE_RULE_IDS)[number];

/** A field that is absent is not checked (a save sends only what changes, the email only when changed). */
export interface StaffProfileRuleFields {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  language?: readonly number[] | null;
  address?: string | null;
  location?: readonly number[] | null;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FAILS: Record<StaffProfileRuleId, (fields: StaffProfileRuleFields) => boolean> = {
  first_name: (fields) => !fields.first_name?.trim(),
  last_name: (fields) => !fields.last_name?.trim(),
  email: (fields) => !EMAIL_PATTERN.test(fields.email?.trim() ?? ''),
  language: (fields) => !fields.language?.length,
  address: (fields) => !fields.address?.trim() || fields.location?.length !== 2,
};

const READS: Record<StaffProfileRuleId, readonly (keyof StaffProfileRuleFields)[]> = {
  first_name: ['first_name'],
  last_name: ['last_name'],
  email: ['email'],
  language: ['language'],
  address: ['address', 'location'],
};

/** Every failed rule among the fields present, in the order of the spec's messages. */
export function staffProfileRuleFailures(fields: StaffProfileRuleFields): StaffProfileRuleId[] {
  return STAFF_PROFILE_RULE_IDS.filter(
    (rule) => READS[rule].some((field) => field in fields) && FAILS[rule](fields),
  );
}
