import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** Headers a reverse proxy adds: such a request only came through loopback, from anywhere. */
const PROXIED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * May this request read the metrics? With `METRICS_TOKEN` set, only with
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time); without it, only from the
 * loopback interface (the socket's address: the server never trusts X-Forwarded-For), and not
 * through a proxy on the same host (a request carrying a proxy's forwarding headers).
 */
export function isScraper(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) {
    const proxied = PROXIED.some((name) => request.headers[name] !== undefined);
    return !proxied && isLoopback(request.socket.remoteAddress);
  }
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match ? timingSafeEqual(digest(match[1]), digest(token)) : false;
}
