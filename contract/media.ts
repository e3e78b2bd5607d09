/**
 * Media payloads shared by the server and the back-office.
 * Files live under DATA_DIR/media/ and are served at /media/ (spec section 1).
 */

/** What the server keeps of an accepted file: images are re-encoded and get a thumbnail. */
export type MediaKind = 'image' | 'video';

/**
 * POST /api/media/upload/ (multipart, field `file`): a file accepted and stored, not yet attached.
 * Its `id` is then given to what attaches it (insertStory, insertMoment, uploadStockImage).
 */
export interface UploadedMedia {
  id: number;
  /** The stored name: 29 random alphanumeric characters plus the extension (spec section 9). */
  file: string;
  file_url: string;
  /** A smaller JPEG for grids and cards; null for videos. */
  thumbnail_url: string | null;
  kind: MediaKind;
}
