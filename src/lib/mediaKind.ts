import { API_URL } from './api';

/** Extensions the spec treats as images (section 1); anything else is a video. */
export const IMAGE_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'apng',
  'avif',
  'gif',
  'jfif',
  'pjpeg',
  'pjp',
  'svg',
  'webp',
] as const;

const IMAGES = new Set<string>(IMAGE_EXTENSIONS);

/** The lower-cased extension of a file name or URL, ignoring any query string or fragment. */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Media kind is decided by the file extension alone (spec section 1). */
export function isImageFile(name: string): boolean {
  return IMAGES.has(fileExtension(name));
}

/** Media URLs are the API host plus /media/; absolute URLs and rooted paths are kept as given. */
export function mediaUrl(file: string): string {
  if (/^(https?:|blob:|data:)/i.test(file)) return file;
  if (file.startsWith('/')) return `${API_URL}${file}`;
  return `${API_URL}/media/${file}`;
}
