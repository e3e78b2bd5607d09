import type { Response } from 'light-my-request';
import { expect } from 'vitest';

/**
 * An error answer's body as the spec writes it: the `requestId` every error body carries is
 * checked against the answer's `X-Request-Id` header and taken out, so tests hold the rest exactly.
 */
export function refusalBody(response: Response): Record<string, unknown> {
  const { requestId, ...body } = response.json() as Record<string, unknown>;
  expect(requestId, response.body).toBe(response.headers['x-request-id']);
  return body;
}
