import { buildSchema, type DocumentNode, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { TokenUser } from '../auth/tokens.js';
import { shapeErrors } from './budget.js';
import { SubscriptionDocuments } from './subscriptionDocuments.js';

const schema = buildSchema(`
  type Query { queueLength: Int }
  type Subscription { queueChanged: Int }
`);
const admin = { id: 1, role: 'ADMIN' } as TokenUser;
const realUser = { id: 2, role: null } as TokenUser;

function counting() {
  const calls = { validate: 0 };
  const documents = new SubscriptionDocuments((...args) => {
    calls.validate += 1;
    return validate(...args);
  });
  return { calls, documents };
}

describe('the documents sockets subscribe with', () => {
  it('are parsed and validated once, the same document object handed out', () => {
    const { calls, documents } = counting();
    const first = documents.prepare(schema, { query: 'subscription { queueChanged }' }, admin);
    const again = documents.prepare(schema, { query: 'subscription { queueChanged }' }, realUser);
    expect('document' in first && 'document' in again && first.document === again.document).toBe(
      true,
    );
    expect(calls.validate).toBe(1);
  });

  it('are kept within a bound: a client sending ever new documents pushes out the oldest', () => {
    const { calls, documents } = counting();
    const first = 'subscription { queueChanged }';
    documents.prepare(schema, { query: first }, admin);
    // 600 distinct documents of about a kilobyte each (an operation name and a comment).
    for (let i = 0; i < 600; i += 1) {
      const query = `subscription Flood${i} { queueChanged }\n#${'x'.repeat(1000)}`;
      documents.prepare(schema, { query }, admin);
    }
    const validationsBefore = calls.validate;
    documents.prepare(schema, { query: first }, admin);
    expect(calls.validate).toBe(validationsBefore + 1);
  });

  it('that fail validation are refused every time, each caller in their own words', () => {
    const { calls, documents } = counting();
    const query = 'subscription { queueChange }';
    const forStaff = documents.prepare(schema, { query }, admin);
    const forUser = documents.prepare(schema, { query }, realUser);
    expect(calls.validate).toBe(2);
    expect(JSON.stringify(forStaff)).toContain('Did you mean');
    expect('errors' in forUser && forUser.errors[0].message).toBe(
      'Cannot query field "queueChange" on type "Subscription".',
    );
  });

  it('still go through the caller’s budget when known: introspection stays staff-only', () => {
    const { documents } = counting();
    const query = '{ __schema { queryType { name } } }';
    expect('document' in documents.prepare(schema, { query }, admin)).toBe(true);
    const refused = documents.prepare(schema, { query }, realUser);
    expect('errors' in refused && refused.errors[0].message).toBe('Introspection is not allowed.');
  });

  it('that do not parse are refused with the syntax error', () => {
    const { documents } = counting();
    const refused = documents.prepare(schema, { query: 'subscription {' }, admin);
    expect('errors' in refused && refused.errors[0].message).toMatch(/^Syntax Error/);
  });
});

describe('the shape budget', () => {
  it('walks a document within it once', () => {
    const parsed = parse('{ queueLength }');
    let walks = 0;
    const counted = {
      ...parsed,
      get definitions() {
        walks += 1;
        return parsed.definitions;
      },
    } as DocumentNode;
    expect(shapeErrors(schema, counted)).toEqual([]);
    const afterFirst = walks;
    expect(afterFirst).toBeGreaterThan(0);
    expect(shapeErrors(schema, counted)).toEqual([]);
    expect(walks).toBe(afterFirst);
  });
});
