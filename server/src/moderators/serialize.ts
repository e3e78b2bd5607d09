import type { ModeratorCard, ModeratorDetail } from '../../../contract/moderators.js';
import type { photos, users } from '../db/schema.js';
import type { MediaLinks } from '../media/links.js';
import { photoBody } from '../media/serialize.js';
import { avatarUrl } from '../people/avatars.js';
import { displayNameOf, fullNameOf } from '../people/names.js';

type UserRow = typeof users.$inferSelect;

export interface CardParts {
  avatar: { file: string; thumbnail: string | null } | null;
  photos: number;
  stories: number;
  moments: number;
  owner: { id: number; fullName: string } | null;
}

export function cardBody(origin: string, row: UserRow, parts: CardParts): ModeratorCard {
  return {
    id: row.id,
    uid: row.uid,
    display_name: displayNameOf(row),
    first_name: row.firstName,
    age: row.age,
    gender: row.gender,
    city: row.city,
    country: row.country,
    isOnline: row.isOnline,
    avatar: parts.avatar ? avatarUrl(origin, parts.avatar) : null,
    photos_count: parts.photos,
    stories_count: parts.stories,
    moments_count: parts.moments,
    owner: parts.owner,
    worker_id: row.workerId,
  };
}

export function detailBody(
  links: MediaLinks,
  row: UserRow,
  ownPhotos: (typeof photos.$inferSelect)[],
  subscriptionName: string,
): ModeratorDetail {
  return {
    id: row.id,
    uid: row.uid,
    first_name: row.firstName,
    last_name: row.lastName,
    // Fake users keep their whole name in first_name; older ones may have a last name too.
    name: fullNameOf(row),
    display_name: displayNameOf(row),
    username: row.username,
    email: row.email,
    about: row.about,
    note: row.note,
    work: row.work,
    education: row.education,
    age: row.age,
    gender: row.gender,
    height: row.height,
    ethnicity: row.ethnicity,
    zodiacSign: row.zodiacSign,
    familyPlans: row.familyPlans,
    politics: row.politics,
    religion: row.religion,
    interestedIn: row.interestedIn,
    tags: row.tags,
    tvShows: row.tvShows,
    movies: row.movies,
    music: row.music,
    books: row.books,
    sportsTeams: row.sportsTeams,
    language: row.language,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    zip_code: row.zipCode,
    country_code: row.countryCode,
    location:
      row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null,
    subscription: { id: row.subscriptionId, name: subscriptionName },
    isOnline: row.isOnline,
    isModerator: true,
    owner_id: row.ownerId,
    worker_id: row.workerId,
    avatar_index: row.avatarIndex,
    avatar_photos: ownPhotos.map((photo) => photoBody(links, photo)),
    sign_up: row.signUp.toISOString(),
    user_last_seen: row.lastSeen?.toISOString() ?? null,
  };
}
