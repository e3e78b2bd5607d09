/**
 * A person's primary photo: the avatar_index-th of their public photos in upload order, else the
 * first (spec section 4 "Photos"). The server picks avatars with it, the back-office the main photo.
 */
export function primaryPhoto<Photo>(publicPhotos: readonly Photo[], avatarIndex: number) {
  return publicPhotos[avatarIndex] ?? publicPhotos[0];
}

/** First and last name, as the `fullName` and `name` fields carry it (no stray space). */
export const fullNameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** What a shown name is made of; a part left out, null or empty is passed over. */
export interface ShownNameParts {
  /** Real users' and moderators' own name; staff have none. */
  displayName?: string | null;
  /** First and last name (`fullNameOf`). */
  fullName?: string | null;
  /** The last resort, whole or masked as the reader may see it. */
  email?: string | null;
}

/**
 * The name a person shows: the display name, else the full name, else the email, else nothing.
 * Staff have no display name: theirs is the full name, else the email. The server writes the
 * wire's names with it, the back-office names people with it where a field may be empty.
 */
export const shownNameOf = (person: ShownNameParts) =>
  person.displayName || person.fullName || person.email || '';
