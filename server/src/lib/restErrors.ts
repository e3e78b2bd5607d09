import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NUL_BYTE_MESSAGE, nulByteField } from './hostileText.js';
import { asRefusal, INTERNAL_ERROR, Refusal } from './refusal.js';

/** Turns zod issues into the DRF-style `{ field: [messages] }` body the back-office reads. */
function validationBody(issues: { instancePath?: string; message?: string }[]) {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath?.replace(/^\//, '').split('/')[0] || 'errors';
    body[field] ??= [];
    body[field].push(issue.message ?? 'Invalid value');
  }
  return body;
}

/** Fastify's and its plugins' own 4xx (bad JSON, a body too large, a malformed multipart...). */
function isClientError(error: FastifyError) {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * The one place REST errors become answers: refusals with the spec's bodies, Fastify's 4xx as
 * `{ detail }`, anything else logged and answered 500 with the request id only.
 */
export function replyToError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(error.validation));
  }
  const refusal = asRefusal(error);
  if (refusal) return reply.code(refusal.status).send(refusal.body);
  if (isClientError(error))
    return reply.code(error.statusCode as number).send({ detail: error.message });
  request.log.error({ err: error }, 'unexpected error');
  return reply.code(500).send({ detail: INTERNAL_ERROR, requestId: request.id });
}

/** A preValidation hook: no text with a NUL byte reaches a route (PostgreSQL cannot store it). */
export async function refuseNulBytes(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulByteField(part);
    if (field !== null) throw Refusal.fields({ [field || 'errors']: [NUL_BYTE_MESSAGE] });
  }
}
