import { primaryPhoto } from '../../../contract/rules/people.js';
import type { StaffProfile } from '../../../contract/staff.js';
import type {
  AvatarPhoto,
  Report,
  UserDetail,
  UserListItem,
  UserMoment,
  UserStory,
} from '../../../contract/users.js';
import { presenceFields } from '../auth/presence.js';
import { type moments, type photos, type reports, type stories, users } from '../db/schema.js';
import { type MediaLinks, photoUrls } from '../media/links.js';
import { mediaUrl } from '../media/urls.js';
import { displayNameOf, fullNameOf } from '../people/names.js';
import { emailFor, type PeopleView } from '../people/view.js';

type UserRow = typeof users.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function reportBody(report: typeof reports.$inferSelect): Report {
  return { id: report.id, reason: report.reason, created_at: report.createdAt.toISOString() };
}

/** The columns a list row needs; lists read only these, as decoding whole rows costs time. */
export const LIST_COLUMNS = {
  id: users.id,
  displayName: users.displayName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  disabled: users.disabled,
  isBlocked: users.isBlocked,
  signUp: users.signUp,
  lastSeen: users.lastSeen,
  lastMessageAt: users.lastMessageAt,
  isOnline: users.isOnline,
  role: users.role,
  age: users.age,
  gender: users.gender,
  country: users.country,
  avatarIndex: users.avatarIndex,
  reportCount: users.reportCount,
};
export type ListRow = Pick<UserRow, keyof typeof LIST_COLUMNS>;

export function listItem(
  user: ListRow,
  userReports: Report[],
  avatar: string | null,
  view: PeopleView,
): UserListItem {
  const presence = presenceFields(user, view.now);
  return {
    id: user.id,
    display_name: displayNameOf(user),
    email: emailFor(view, user),
    disabled: user.disabled,
    is_blocked: user.isBlocked,
    reports: userReports,
    sign_up: user.signUp.toISOString(),
    user_last_seen: iso(presence.lastContact),
    isOnline: presence.isOnline,
    age: user.age,
    gender: user.gender,
    country: user.country,
    avatar,
  };
}

const locationOf = (user: UserRow): [number, number] | null =>
  user.latitude !== null && user.longitude !== null ? [user.latitude, user.longitude] : null;

export interface DetailParts {
  reports: Report[];
  photos: (typeof photos.$inferSelect)[];
  stories: (typeof stories.$inferSelect)[];
  moments: (typeof moments.$inferSelect)[];
  subscriptionName: string;
}

export function detailBody(
  links: MediaLinks,
  user: UserRow,
  parts: DetailParts,
  view: PeopleView,
): UserDetail {
  const { origin } = links;
  const avatarPhotos: AvatarPhoto[] = parts.photos.map((photo) => ({
    id: photo.id,
    ...photoUrls(links, photo),
    type: photo.type,
    video: photo.isVideo,
  }));
  const publicPhotos = avatarPhotos.filter((photo) => photo.type === 'PUBLIC');
  const avatar = primaryPhoto(publicPhotos, user.avatarIndex)?.file_url ?? null;
  return {
    ...listItem(user, parts.reports, avatar, view),
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    user_subscription: { id: user.subscriptionId, package: parts.subscriptionName },
    height: user.height,
    ethnicity: user.ethnicity,
    zodiacSign: user.zodiacSign,
    familyPlans: user.familyPlans,
    politics: user.politics,
    religion: user.religion,
    language: user.language,
    interested_in: user.interestedIn,
    tags: user.tags,
    about: user.about,
    address: user.address,
    location: locationOf(user),
    city: user.city,
    zip_code: user.zipCode,
    country_code: user.countryCode,
    avatar_photos: avatarPhotos,
    avatar_index: user.avatarIndex,
    stories: parts.stories.map(
      (story): UserStory => ({
        id: story.id,
        file_url: mediaUrl(origin, story.file),
        fileType: story.fileType,
        publishAt: iso(story.publishAt),
        createdDate: story.createdAt.toISOString(),
      }),
    ),
    moments: parts.moments.map(
      (moment): UserMoment => ({
        id: moment.id,
        file_url: mediaUrl(origin, moment.file),
        video: moment.isVideo,
        Title: moment.title,
        momentDescription: moment.description,
        publishAt: iso(moment.publishAt),
        createdDate: moment.createdAt.toISOString(),
      }),
    ),
  };
}

export function staffBody(user: UserRow, view: PeopleView): StaffProfile {
  const isWorker = user.role === 'CHATTER';
  const presence = presenceFields(user, view.now);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    fullName: fullNameOf(user),
    email: emailFor(view, user),
    language_id_code: user.languageIdCode,
    language: [...user.language].sort((a, b) => a - b),
    about: user.about,
    ...(isWorker ? { pasteAccess: user.pasteAccess, chatAccess: user.chatAccess } : {}),
    allow_manual_chat: user.allowManualChat,
    address: user.address,
    location: locationOf(user),
    city: user.city,
    zip_code: user.zipCode,
    country_code: user.countryCode,
    country: user.country,
    isOnline: presence.isOnline,
    user_last_seen: iso(presence.lastContact),
    age: user.age,
    roles: user.role ? [user.role] : [],
  };
}
