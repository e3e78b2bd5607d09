import type { ModeratorCreateRequest, ModeratorDetail } from '../../../contract/moderators';
import {
  interestedInIds,
  type ModeratorRuleId,
  moderatorRuleFailures,
} from '../../../contract/rules/moderator';

/** The form's values: the record with interestedIn as an array of ids. */
export interface ModeratorValues
  extends Partial<Omit<ModeratorDetail, 'interestedIn' | 'subscription'>> {
  interestedIn?: number[] | string | null;
  subscription_id?: number | null;
}

/** The form field each rule marks red; its message is `app.moderators.rules.<rule id>`. */
const RULE_FIELDS = {
  name: 'name',
  gender: 'gender',
  ethnicity: 'ethnicity',
  interestedIn: 'interestedIn',
  tags: 'tags',
  subscription: 'subscription_id',
  address: 'address',
} as const satisfies Record<ModeratorRuleId, string>;

export type RuleField = (typeof RULE_FIELDS)[ModeratorRuleId];

/** interestedIn travels as a comma list of ids; the form works on an array. */
export const toIds = interestedInIds;

/** Spec section 5 "Moderator create/save": every failure at once, in the spec's order. */
export function moderatorErrors(values: ModeratorValues): { field: RuleField; message: string }[] {
  return moderatorRuleFailures(values).map((rule) => ({
    field: RULE_FIELDS[rule],
    message: `app.moderators.rules.${rule}`,
  }));
}

/** The body of POST /api/user/ (create) or PUT /api/moderator/{id}/ (save). */
export function toModeratorBody(values: ModeratorValues): ModeratorCreateRequest {
  return {
    name: values.name?.trim() ?? '',
    work: values.work ?? '',
    education: values.education ?? '',
    about: values.about ?? '',
    note: values.note ?? '',
    age: values.age ?? null,
    gender: values.gender ?? null,
    height: values.height ?? null,
    ethnicity: values.ethnicity ?? null,
    zodiacSign: values.zodiacSign ?? null,
    familyPlans: values.familyPlans ?? null,
    politics: values.politics ?? null,
    religion: values.religion ?? null,
    interestedIn: toIds(values.interestedIn),
    tags: values.tags ?? [],
    books: values.books ?? [],
    music: values.music ?? [],
    movies: values.movies ?? [],
    tvShows: values.tvShows ?? [],
    sportsTeams: values.sportsTeams ?? [],
    language: values.language ?? [],
    subscription_id: values.subscription_id ?? null,
    address: values.address ?? null,
    city: values.city ?? null,
    country_code: values.country_code ?? null,
    location: values.location ?? null,
    ...(values.worker_id ? { worker_id: values.worker_id } : {}),
  };
}

/**
 * A new profile's defaults (spec section 5): age 18 (preset id 1), gender 1, subscription 1.
 * A fresh object each time: the form may change what it was given.
 */
export const newModerator = (): ModeratorValues => ({
  name: '',
  age: 1,
  gender: 1,
  subscription_id: 1,
  interestedIn: [],
  tags: [],
  books: [],
  music: [],
  movies: [],
  tvShows: [],
  sportsTeams: [],
  language: [],
  address: null,
  location: null,
});
