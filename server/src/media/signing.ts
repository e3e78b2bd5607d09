import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { settings } from '../db/schema.js';

const HOUR_S = 60 * 60;
/**
 * A signed link lives at least an hour and at most two: its expiry is rounded up to a whole hour,
 * so that every read within the same hour hands out the same URL and the browser's cached copy
 * is reused. Staff screens re-read their data far more often than that (src/lib/mediaLinks.ts).
 */
export const MIN_VALIDITY_S = HOUR_S;
const ROUNDING_S = HOUR_S;

const SECRET_KEY = 'mediaSigningSecret';

export interface SignedQuery {
  exp: number;
  sig: string;
}

/** HMAC-SHA256 links to private media: `/media/<name>?exp=<unix seconds>&sig=<hex>`. */
export class MediaSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(secret, 'utf8');
  }

  #digest(name: string, exp: number): Buffer {
    return createHmac('sha256', this.#key).update(`${name}\n${exp}`).digest();
  }

  sign(name: string, now: Date): SignedQuery {
    const nowS = Math.floor(now.getTime() / 1000);
    const exp = Math.ceil((nowS + MIN_VALIDITY_S) / ROUNDING_S) * ROUNDING_S;
    return { exp, sig: this.#digest(name, exp).toString('hex') };
  }

  /** Seconds the link still lives, or null when it is expired, malformed or not for this name. */
  remainingSeconds(name: string, exp: unknown, sig: unknown, now: Date): number | null {
    if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp)) return null;
    if (typeof sig !== 'string' || !/^[0-9a-f]{64}$/.test(sig)) return null;
    const remaining = Number(exp) - Math.floor(now.getTime() / 1000);
    if (remaining <= 0) return null;
    const valid = timingSafeEqual(this.#digest(name, Number(exp)), Buffer.from(sig, 'hex'));
    return valid ? remaining : null;
  }
}

/**
 * The deployment's signing secret: MEDIA_SIGNING_SECRET when set, else one generated on the first
 * boot and kept in `settings`, so that every instance on the same database signs alike.
 */
export async function loadMediaSigner(db: Db, configured: string | undefined) {
  if (configured) return new MediaSigner(configured);
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return new MediaSigner(String(row.value));
}
