import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

/**
 * A hash no password matches, verified when an account has none (or the email is unknown), so a
 * wrong password costs the same scrypt whether the account exists or not.
 */
let unmatchableHash: Promise<string> | undefined;
const unmatchable = () => {
  unmatchableHash ??= hashPassword(randomBytes(32).toString('base64'));
  return unmatchableHash;
};

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const own = stored === null ? null : parseHash(stored);
  const hash = own ?? parseHash(await unmatchable());
  if (!hash) return false;
  const actual = await scrypt(password, hash.salt, hash.expected.length, {
    ...hash.params,
    maxmem: PARAMS.maxmem,
  });
  return own !== null && timingSafeEqual(hash.expected, actual);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return null;
  return {
    params: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(saltB64, 'base64'),
    expected: Buffer.from(hashB64, 'base64'),
  };
}
