/**
 * The moderators list's Collection Type filter: moderators having at least one item of that kind.
 * Apart from the schemas (../moderators.ts): the list's filters read it without loading zod.
 */
export const MODERATOR_COLLECTIONS = [
  'stories',
  'moments',
  'private_photos',
  'public_photos',
] as const;
export type ModeratorCollection = (typeof MODERATOR_COLLECTIONS)[number];
