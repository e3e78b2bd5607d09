import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * May this request read the metrics? With `METRICS_TOKEN` set, only with
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time); without it, only from the
 * loopback interface (the socket's address: the server never trusts X-Forwarded-For).
 */
export function isScraper(request: FastifyRequest, token: string | undefined): boolean {
  if (token === undefined) return isLoopback(request.socket.remoteAddress);
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
  return match ? timingSafeEqual(digest(match[1]), digest(token)) : false;
}
