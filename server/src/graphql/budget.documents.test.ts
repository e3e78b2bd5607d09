import {
  buildSchema,
  type DocumentNode,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
  validate,
  visit,
} from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { describe, expect, it } from 'vitest';
import { productDocuments } from '../test/productDocuments.js';
import { BUDGET, checkOperation, parseWithinBudget } from './budget.js';
import { listCostEstimator, MAX_PAGE } from './listCost.js';
import { contractSchema } from './plugin.js';

const schema = buildSchema(contractSchema);
/** The parts of documents built at run time, as the product fills them. */
const DYNAMIC = { decision: 'A', field: 'deleteMoment' };
const STAFF = { role: 'SUPER_ADMIN' };

/** The largest value a variable may take where size matters: a full page, a list of 100. */
function worstValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return Array.from({ length: MAX_PAGE }, () => worstValue(inner.ofType));
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, worstValue(field.type)]),
    );
  }
  const samples: Record<string, unknown> = { Int: MAX_PAGE, Float: 1, Boolean: true };
  return samples[getNamedType(inner).name] ?? '1';
}

function worstVariables(operation: OperationDefinitionNode) {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      worstValue(typeFromAST(schema, definition.type) as GraphQLInputType),
    ]),
  );
}

/** The back-office's Apollo client adds __typename to every selection set below the root. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (!parent || (parent as { kind?: Kind }).kind === Kind.OPERATION_DEFINITION) return;
      const named = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      if (named) return;
      return {
        ...node,
        selections: [
          ...node.selections,
          { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } },
        ],
      };
    },
  });
}

const documents = productDocuments(DYNAMIC).flatMap(({ where, text }) => {
  try {
    const parsed = parse(text);
    // What goes on the wire: the back-office's documents as Apollo sends them.
    const document = where.startsWith('src/') ? withTypename(parsed) : parsed;
    return [{ where, text: print(document), document }];
  } catch {
    return []; // prose that opens like a document (a `{ word` in a message)
  }
});

describe('the product’s own GraphQL documents', () => {
  it('are all found (back-office, simulator, benches, e2e)', () => {
    expect(documents.length).toBeGreaterThan(45);
    const folders = new Set(documents.map(({ where }) => where.split('/')[0]));
    expect([...folders].sort()).toEqual(['bench', 'simulator', 'src', 'tests']);
  });

  it.each(documents.map((entry) => [entry.where, entry] as const))(
    '%s passes the budget with its largest variables',
    (_where, { text, document }) => {
      expect(() => parseWithinBudget(text)).not.toThrow();
      expect(validate(schema, document)).toEqual([]);
      const operation = document.definitions.find(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      ) as OperationDefinitionNode;
      const variables = worstVariables(operation);
      expect(checkOperation({ schema, document, variables, caller: STAFF })).toEqual([]);
      expect(checkOperation({ schema, document, variables, caller: { role: null } })).toEqual([]);
    },
  );

  it('leave the cost budget room to spare', () => {
    const costs = documents.map(({ where, document }) => ({
      where,
      cost: getComplexity({
        schema,
        query: document,
        variables: worstVariables(
          document.definitions.find(
            (definition) => definition.kind === Kind.OPERATION_DEFINITION,
          ) as OperationDefinitionNode,
        ),
        estimators: [listCostEstimator(schema)],
      }),
    }));
    const heaviest = costs.reduce((a, b) => (b.cost > a.cost ? b : a));
    console.info('heaviest product document', heaviest, 'budget', BUDGET.cost);
    expect(heaviest.cost * 2).toBeLessThanOrEqual(BUDGET.cost);
  });
});
