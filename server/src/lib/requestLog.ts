import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * An incoming `X-Request-Id` kept as the request's id (a proxy's id follows the request through):
 * short, and only characters that cannot break a log line, a header or a JSON body.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: a sane incoming `X-Request-Id`, or a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const REDACTED = '[Redacted]';
/** Query parameters and route params that carry a credential (export tickets, invitation keys). */
const SECRET_NAME = /token|key|ticket|sig|password|secret/i;

/** A URL with the values of its credential-like query parameters replaced. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_NAME.test(decodeURIComponentSafe(name))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path with credential-like route params (`/invitation/:invitationKey/`) replaced. */
function redactedPath(request: FastifyRequest): string {
  let url = redactedUrl(request.url);
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_NAME.test(name) && typeof value === 'string' && value) {
      url = url.split(encodeURIComponent(value)).join(REDACTED).split(value).join(REDACTED);
    }
  }
  return url;
}

/** What a log line tells of a request: never its headers (the token), nor a credential in the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedPath(request),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/**
 * Fastify's logger: JSON lines (pino), each request's lines bound to its id (`reqId`), with
 * credentials redacted wherever a line might carry one.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        'key',
        'token',
        '*.password',
        '*.key',
        '*.token',
        '*.*.password',
        '*.*.key',
        '*.*.token',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: serializeRequest as unknown as (request: unknown) => Record<string, unknown>,
    },
  };
}

/** A `slow request` warning for a reply that took longer than `thresholdMs`. */
export function slowRequestHook(thresholdMs: number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const ms = reply.elapsedTime;
    if (ms <= thresholdMs) return;
    request.log.warn(
      {
        route: request.routeOptions.url ?? redactedUrl(request.url),
        method: request.method,
        statusCode: reply.statusCode,
        ms: Math.round(ms),
        requestId: request.id,
      },
      'slow request',
    );
  };
}
