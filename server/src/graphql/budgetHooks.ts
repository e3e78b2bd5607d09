import type { FastifyInstance } from 'fastify';
import {
  type ExecutionResult,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import {
  type Caller,
  costErrors,
  introspectionErrors,
  shapeErrors,
  tokenErrors,
  withoutSuggestions,
} from './budget.js';

/**
 * How a Mercurius hook refuses a request: its error formatter answers the inner `errors` with
 * this status, as it does its own validation errors.
 */
class RequestRefused extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: GraphQLError[]) {
    super(errors[0]?.message);
  }
}

function refuseOn(errors: GraphQLError[]) {
  if (errors.length) throw new RequestRefused(errors);
}

const callerOf = (context: MercuriusContext) => (context as { user?: Caller }).user;

/** The request's operation name, which Mercurius does not hand its hooks. */
function operationNameOf(context: MercuriusContext): string | undefined {
  const request = context.reply?.request;
  const from = (request?.method === 'GET' ? request.query : request?.body) as
    | { operationName?: unknown }
    | undefined;
  return typeof from?.operationName === 'string' ? from.operationName : undefined;
}

/**
 * The budget on every operation over HTTP, before execution: tokens before parsing, the shape
 * before GraphQL's own validation (a document Mercurius caches has passed both), introspection
 * and cost on every request, as they depend on the caller and the variables.
 */
export function applyBudget(app: FastifyInstance) {
  app.graphql.addHook('preParsing', (_schema, source) => refuseOn(tokenErrors(source)));
  app.graphql.addHook('preValidation', (schema, document) =>
    refuseOn(shapeErrors(schema, document)),
  );
  app.graphql.addHook('preExecution', (schema, document, context, variables) => {
    refuseOn(introspectionErrors(schema, document, callerOf(context)));
    refuseOn(costErrors(schema, document, variables, operationNameOf(context)));
  });
}

type ErrorFormatter = (
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) => { statusCode: number; response: ExecutionResult | FormattedExecutionResult };

/** Wraps Mercurius' error formatter: GraphQL's "Did you mean ...?" hints only for staff. */
export function hidingSuggestions(format: ErrorFormatter): ErrorFormatter {
  return (execution, context) => {
    const formatted = format(execution, context);
    const caller = callerOf(context);
    const errors = formatted.response.errors?.map((error): GraphQLFormattedError => {
      const plain = error instanceof GraphQLError ? error.toJSON() : error;
      return { ...plain, message: withoutSuggestions(plain.message, caller) };
    });
    return { ...formatted, response: { ...formatted.response, errors } };
  };
}
