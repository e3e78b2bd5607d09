import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../../contract/wire.js';

/** The origin the client used (or the configured public URL), for links and media URLs. */
export function originOf(request: FastifyRequest): string {
  const configured = request.server.deps.config.publicUrl;
  return (configured ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/** This request's URL with `offset` replaced: the `next`/`previous` links of a page. */
export function linkTo(request: FastifyRequest, offset: number): string {
  const url = new URL(request.url, `${originOf(request)}/`);
  url.searchParams.set('offset', String(offset));
  return `${originOf(request)}${url.pathname}${url.search}`;
}

/** `{ results, next, previous, count }` with real links (null at either end). */
export function pageBody<T>(
  request: FastifyRequest,
  results: T[],
  count: number,
  { limit, offset }: { limit: number; offset: number },
): Page<T> {
  return {
    results,
    count,
    next: offset + limit < count ? linkTo(request, offset + limit) : null,
    previous: offset > 0 ? linkTo(request, Math.max(0, offset - limit)) : null,
  };
}

export const FILTER_NOT_DEFINED = 'filter not defined';

/** A search that is present but blank is refused, not treated as "no search" (spec section 5). */
export const isBlankSearch = (search: string | null | undefined) =>
  search != null && !search.trim();

/** preHandler of the paged lists: 400 `{ errors: ['filter not defined'] }` for a blank search. */
export async function refuseBlankSearch(request: FastifyRequest, reply: FastifyReply) {
  const { search } = request.query as { search?: string };
  if (isBlankSearch(search)) return reply.code(400).send({ errors: [FILTER_NOT_DEFINED] });
}
