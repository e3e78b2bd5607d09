/**
 * "Moderator create/save" (spec section 5): the rules the back-office checks before it sends and
 * the server checks again. Each rule has an id; the server says it in the spec's words, the
 * back-office through its translations.
 */
export const MODERATOR_RULE_IDS = [
  'name',
  'gender',
  'ethnicity',
  'interestedIn',
  'tags',
  'subscription',
  'address',
] as const;
export type ModeratorRuleId = (typeof MODERATOR_RULE_IDS)[number];

/** The fields the rules read; interestedIn is a comma list of ids on the wire, an array in forms. */
export interface ModeratorRuleFields {
  name?: string | null;
  gender?: number | null;
  ethnicity?: number | null;
  interestedIn?: string | readonly number[] | null;
  tags?: readonly number[] | null;
  subscription_id?: number | null;
  address?: string | null;
  location?: readonly [number, number] | null;
}

/** The genders a moderator may have (1, 2 or 3). */
const GENDERS: readonly number[] = [1, 2, 3];

/** interestedIn as ids, whether it comes as the wire's comma list or as the form's array. */
export function interestedInIds(value: string | readonly number[] | null | undefined): number[] {
  if (Array.isArray(value)) return [...value];
  return typeof value === 'string' && value ? value.split(',').filter(Boolean).map(Number) : [];
}

const FAILS: Record<ModeratorRuleId, (fields: ModeratorRuleFields) => boolean> = {
  // The stored name keeps letters, digits and underscores: a name without a letter or digit
  // ("!!! ???") would be stored as "_".
  name: (fields) => !/[\p{L}\p{N}]/u.test(fields.name ?? ''),
  gender: (fields) => !GENDERS.includes(fields.gender ?? 0),
  ethnicity: (fields) => !fields.ethnicity,
  interestedIn: (fields) => interestedInIds(fields.interestedIn).length === 0,
  tags: (fields) => !fields.tags?.length,
  subscription: (fields) => !fields.subscription_id,
  address: (fields) => !fields.address?.trim() || !fields.location,
};

/** The fields each rule reads: a partial save is checked by the rules its fields touch. */
const READS: Record<ModeratorRuleId, readonly (keyof ModeratorRuleFields)[]> = {
  name: ['name'],
  gender: ['gender'],
  ethnicity: ['ethnicity'],
  interestedIn: ['interestedIn'],
  tags: ['tags'],
  subscription: ['subscription_id'],
  address: ['address', 'location'],
};

/**
 * Every failed rule at once, in the spec's order. `onlySent`: check just the rules whose fields
 * are present (a save of an existing moderator checks what it changes; a create checks all).
 */
export function moderatorRuleFailures(
  fields: ModeratorRuleFields,
  onlySent = false,
): ModeratorRuleId[] {
  return MODERATOR_RULE_IDS.filter(
    (rule) => (!onlySent || READS[rule].some((field) => field in fields)) && FAILS[rule](fields),
  );
}
