import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  Lexer,
  NoSchemaIntrospectionCustomRule,
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { listCostEstimator } from './listCost.js';

/**
 * What one operation may ask, whoever asks. Generous for every document the product sends
 * (budget.documents.test.ts runs them all through these checks).
 */
export const BUDGET = {
  /**
   * Lexical tokens of the whole document (comments not counted). The product's largest document
   * has about 150, the standard introspection query 163; it also bounds the fields GraphQL's
   * validation compares pairwise.
   */
  tokens: 1_000,
  /** Nested selection levels (introspection's own nesting not counted). */
  depth: 10,
  aliases: 20,
  /** Fields selected at an operation's root: each is a resolver that may reach the database. */
  rootFields: 20,
  directives: 20,
  /** listCost.ts: every field costs 1, a list multiplies its selections by its size. */
  cost: 10_000,
} as const;

/** `extensions.code` of every budget refusal. */
export const BUDGET_EXCEEDED = 'BUDGET_EXCEEDED';

export function budgetError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: BUDGET_EXCEEDED } });
}

/** The caller as far as the budget cares: staff have a role, real users null. */
export interface Caller {
  role: string | null;
}

const isStaff = (caller: Caller | undefined) => Boolean(caller?.role);

function exceedsTokens(source: string, max: number): boolean {
  const lexer = new Lexer(new Source(source));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF; count++) {
      if (count >= max) return true;
    }
  } catch {
    // A syntax error: the parser reports it.
  }
  return false;
}

/** The token budget of a source, before anything parses it. */
export function tokenErrors(source: string): GraphQLError[] {
  return exceedsTokens(source, BUDGET.tokens)
    ? [budgetError(`The document has more than ${BUDGET.tokens} tokens.`)]
    : [];
}

/** Parses within the token budget; throws a GraphQLError (syntax, or BUDGET_EXCEEDED). */
export function parseWithinBudget(source: string): DocumentNode {
  const [tooLong] = tokenErrors(source);
  if (tooLong) throw tooLong;
  return parse(source, { maxTokens: BUDGET.tokens });
}

/** graphql-armor rules report through the validation context instead of throwing. */
const reportAsBudgetError: GraphQLArmorRejectCallback = (context, error) =>
  context?.reportError(budgetError(error.message.replace(/^Syntax Error: /, '')));
const armor = { propagateOnRejection: false, onReject: [reportAsBudgetError] };

/** The answer keys of a root selection: each runs its resolver once, however often asked. */
function rootKeys(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  keys: Set<string>,
  seenFragments: Set<string>,
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') {
        keys.add(selection.alias?.value ?? selection.name.value);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootKeys(selection.selectionSet, context, keys, seenFragments);
    } else if (!seenFragments.has(selection.name.value)) {
      seenFragments.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) rootKeys(fragment.selectionSet, context, keys, seenFragments);
    }
  }
  return keys;
}

function maxRootFieldsRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const count = rootKeys(operation.selectionSet, context, new Set(), new Set()).size;
      if (count > max) {
        context.reportError(budgetError(`Root fields limit of ${max} exceeded, found ${count}.`));
      }
    },
  });
}

/** One pass over the document; when several fail, the first in this order is reported. */
const SHAPE_RULES: ValidationRule[] = [
  maxDepthRule({ ...armor, n: BUDGET.depth, ignoreIntrospection: true, flattenFragments: true }),
  maxAliasesRule({ ...armor, n: BUDGET.aliases }),
  maxRootFieldsRule(BUDGET.rootFields),
  maxDirectivesRule({ ...armor, n: BUDGET.directives }),
];

/** Documents within the shape budget (Mercurius and the sockets reuse a document). */
const withinShape = new WeakSet<DocumentNode>();

/**
 * The shape budget (depth, aliases, root fields, directives) of a parsed document, before
 * GraphQL's own validation (whose overlapping-fields rule is quadratic in the aliases). Depends on
 * the document only. At most one error: the first limit exceeded.
 */
export function shapeErrors(schema: GraphQLSchema, document: DocumentNode): GraphQLError[] {
  if (withinShape.has(document)) return [];
  const errors = validate(schema, document, SHAPE_RULES, { maxErrors: 1 }).slice(0, 1);
  if (!errors.length) withinShape.add(document);
  return errors;
}

/** `__schema` and `__type` are for staff only (the back-office reads its schema from contract/). */
/** Whether a document asks for introspection, once per document (Mercurius reuses a document). */
const introspecting = new WeakMap<DocumentNode, boolean>();

export function introspectionErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  caller: Caller | undefined,
): GraphQLError[] {
  if (isStaff(caller)) return [];
  let asks = introspecting.get(document);
  if (asks === undefined) {
    asks =
      validate(schema, document, [NoSchemaIntrospectionCustomRule], { maxErrors: 1 }).length > 0;
    introspecting.set(document, asks);
  }
  return asks
    ? [new GraphQLError('Introspection is not allowed.', { extensions: { code: 'FORBIDDEN' } })]
    : [];
}

/** The operation's cost, or null when the variables do not fit it (GraphQL refuses it then). */
function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables,
      operationName,
      estimators: [listCostEstimator(schema)],
    });
  } catch (error) {
    // Fragments that expand past graphql-query-complexity's node limit.
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      return Number.POSITIVE_INFINITY;
    }
    return null;
  }
}

/**
 * Costs worked out before, per document and per what of the variables can change a cost: numbers
 * (a page asked) and the lengths of lists; a string never sizes anything. Only costs the
 * variables fitted are kept, so a refused shape cannot stand for an accepted one.
 */
const knownCosts = new WeakMap<DocumentNode, Map<string, number>>();
const COSTS_PER_DOCUMENT = 64;
const SHAPE_MAX_LENGTH = 1000;

const shapeOf = (variables: Record<string, unknown>, operationName: string | undefined) =>
  JSON.stringify({ operationName, variables }, (_key, value: unknown) =>
    Array.isArray(value) ? [value.length] : typeof value === 'string' ? '' : value,
  );

function rememberedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
): number {
  const shape = shapeOf(variables, operationName);
  const costs = knownCosts.get(document) ?? new Map<string, number>();
  const known = costs.get(shape);
  if (known !== undefined) return known;
  const cost = operationCost(schema, document, variables, operationName);
  if (cost === null) return 0;
  if (shape.length <= SHAPE_MAX_LENGTH && costs.size < COSTS_PER_DOCUMENT) {
    costs.set(shape, cost);
    knownCosts.set(document, costs);
  }
  return cost;
}

/**
 * The cost budget of an operation with its variables: the named operation, else the costliest of
 * the document's.
 */
export function costErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): GraphQLError[] {
  const names = operationName
    ? [operationName]
    : document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value] : [],
      );
  const cost = Math.max(
    0,
    ...names.map((name) => rememberedCost(schema, document, variables ?? {}, name)),
  );
  if (cost === Number.POSITIVE_INFINITY) return [budgetError('The document expands too far.')];
  return cost > BUDGET.cost
    ? [budgetError(`Cost limit of ${BUDGET.cost} exceeded, found ${cost}.`)]
    : [];
}

export interface Operation {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown>;
  operationName?: string;
  /** undefined for anonymous callers. */
  caller?: Caller;
}

/**
 * Every check of the budget on a parsed operation (parse it with `parseWithinBudget`): shape,
 * staff-only introspection, then cost. At most one error: the first refusal. Any transport calls
 * this before executing.
 */
export function checkOperation(operation: Operation): GraphQLError[] {
  const { schema, document, variables, operationName, caller } = operation;
  for (const check of [
    () => shapeErrors(schema, document),
    () => introspectionErrors(schema, document, caller),
    () => costErrors(schema, document, variables, operationName),
  ]) {
    const errors = check();
    if (errors.length) return errors;
  }
  return [];
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** GraphQL's "Did you mean ...?" hints tell the schema: staff only. */
export function withoutSuggestions(message: string, caller: Caller | undefined): string {
  return isStaff(caller) ? message : message.replace(SUGGESTION, '');
}
