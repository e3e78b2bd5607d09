import {
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  specifiedRules,
  validate,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { TokenUser } from '../auth/tokens.js';
import { checkOperation, parseWithinBudget } from './budget.js';

export interface SubscribeRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

interface KnownDocument {
  document: DocumentNode;
  /** Passed GraphQL's validation once: it depends on the document and the schema only. */
  valid: boolean;
}

/**
 * The documents sockets subscribe with. Apps use a few: each source is parsed and validated once,
 * and handing out the same document object lets the budget's per-document caches answer (after a
 * restart a thousand sockets subscribe at once). Mercurius keeps such a cache for HTTP; graphql-ws
 * has none.
 */
export class SubscriptionDocuments {
  /** Bounded by source text (a parsed document is some ten times its source): a client cannot
   * fill memory with distinct documents. The back-office's documents are a kilobyte or two. */
  private readonly known = new LRUCache<string, KnownDocument>({
    maxSize: 512 * 1024,
    sizeCalculation: (_document, source) => Math.max(1, source.length),
  });

  constructor(private readonly validateDocument: typeof validate = validate) {}

  /** The request's document, or why it is refused for this caller (the budget, then validation). */
  prepare(
    schema: GraphQLSchema,
    request: SubscribeRequest,
    caller: TokenUser,
  ): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
    let known = this.known.get(request.query);
    if (!known) {
      try {
        known = { document: parseWithinBudget(request.query), valid: false };
      } catch (error) {
        return { errors: [error as GraphQLError] };
      }
      this.known.set(request.query, known);
    }
    const { document } = known;
    const refused = checkOperation({
      schema,
      document,
      variables: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      caller,
    });
    if (refused.length) return { errors: refused };
    if (!known.valid) {
      // Only validity is remembered: the errors' wording depends on the caller (suggestions).
      const errors = this.validateDocument(schema, document, specifiedRules, {
        hideSuggestions: !caller.role,
      });
      if (errors.length) return { errors };
      known.valid = true;
    }
    return { document };
  }
}
