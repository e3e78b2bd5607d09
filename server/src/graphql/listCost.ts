import {
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

/** Arguments that size a page of a list (contract: `limit`). */
const PAGE_ARGUMENTS = new Set(['limit', 'first', 'last']);
/** The largest page any resolver serves (limits above it are refused or clamped). */
export const MAX_PAGE = 100;
/** What an unpaged list is assumed to hold (a room's photos, the queue, a month's days). */
export const UNPAGED_LIST = 20;

const estimators = new WeakMap<GraphQLSchema, ComplexityEstimator>();

const pageArgumentOf = (field: GraphQLField<unknown, unknown>) =>
  field.args.find((argument) => PAGE_ARGUMENTS.has(argument.name));

/**
 * Types a paged field returns that are not lists themselves (UserPage): their lists are the page,
 * already counted by the field's `limit`.
 */
function pageTypesOf(schema: GraphQLSchema): Set<string> {
  const pageTypes = new Set<string>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const type = getNullableType(field.type);
      if (pageArgumentOf(field) && !isListType(type) && isObjectType(type)) {
        pageTypes.add(type.name);
      }
    }
  }
  return pageTypes;
}

function pageSize(asked: unknown): number {
  return typeof asked === 'number' ? Math.min(Math.max(asked, 1), MAX_PAGE) : MAX_PAGE;
}

/** The longest list argument (`userIds: [...]`): one entry per id asked. */
const longestListArgument = (args: Record<string, unknown>) =>
  Math.max(0, ...Object.values(args).map((value) => (Array.isArray(value) ? value.length : 0)));

/**
 * A field costs 1 plus its selections' cost times the size of what it returns: the page asked
 * (`limit`, `MAX_PAGE` when absent or too large) for a paged field, at least `UNPAGED_LIST` or the
 * longest list argument for another list. Introspection fields cost 1 (staff only).
 */
export function listCostEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const known = estimators.get(schema);
  if (known) return known;
  const pageTypes = pageTypesOf(schema);
  const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
    if (field.name.startsWith('__')) return 1;
    const pageArgument = pageArgumentOf(field);
    let size = 1;
    if (pageArgument) size = pageSize(args[pageArgument.name]);
    else if (isListType(getNullableType(field.type)) && !pageTypes.has(getNamedType(type).name)) {
      size = Math.max(UNPAGED_LIST, longestListArgument(args));
    }
    return 1 + size * childComplexity;
  };
  estimators.set(schema, estimator);
  return estimator;
}
