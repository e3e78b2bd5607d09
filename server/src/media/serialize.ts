import type { AvatarPhoto } from '../../../contract/users.js';
import type { photos, stockImages } from '../db/schema.js';
import { type MediaLinks, photoUrls } from './links.js';
import { mediaUrl } from './urls.js';

export interface StockImageBody {
  id: number;
  file: string;
  file_url: string;
  thumbnail_url: string | null;
  createdDate: string;
}

export function photoBody(links: MediaLinks, photo: typeof photos.$inferSelect): AvatarPhoto {
  return {
    id: photo.id,
    ...photoUrls(links, photo),
    type: photo.type,
    video: photo.isVideo,
  };
}

export function stockImageBody(
  origin: string,
  image: typeof stockImages.$inferSelect,
): StockImageBody {
  return {
    id: image.id,
    file: image.file,
    file_url: mediaUrl(origin, image.file),
    thumbnail_url: mediaUrl(origin, image.thumbnail),
    createdDate: image.createdAt.toISOString(),
  };
}
