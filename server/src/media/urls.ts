/** Media URLs are the API host plus /media/ (spec section 1); a stored absolute URL stays as it is. */
export function mediaUrl(origin: string, file: string): string;
export function mediaUrl(origin: string, file: string | null): string | null;
export function mediaUrl(origin: string, file: string | null) {
  if (!file) return null;
  return /^https?:/.test(file) ? file : `${origin}/media/${file}`;
}
