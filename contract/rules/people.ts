/**
 * A person's primary photo: the avatar_index-th of their public photos in upload order, else the
 * first (spec section 4 "Photos"). The server picks avatars with it, the back-office the main photo.
 */
export function primaryPhoto<Photo>(publicPhotos: readonly Photo[], avatarIndex: number) {
  return publicPhotos[avatarIndex] ?? publicPhotos[0];
}
