import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policy } from '../auth/policy.js';
import { createHarness, type Harness } from '../test/harness.js';
import { AUDIT_EXEMPT } from './exempt.js';
import { AUDITED } from './rules.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const MUTATING = /^(POST|PUT|PATCH|DELETE) /;

/**
 * Every call that may change something: the mutating rows and mutations of the policy table, the
 * routes the server registered and the mutations of its schema (a route or mutation added later
 * is in one of them at least).
 */
function changingCalls(): string[] {
  const mutationType = h.app.graphql.schema.getMutationType();
  const mutations = Object.keys(mutationType?.getFields() ?? {}).map(
    (field) => `Mutation.${field}`,
  );
  const keys = [
    ...Object.keys(policy).filter((key) => MUTATING.test(key) || key.startsWith('Mutation.')),
    ...h.app.routeKeys.filter((key) => MUTATING.test(key)),
    ...mutations,
  ];
  return [...new Set(keys)].sort();
}

describe('the audit log covers every change', () => {
  it('has a rule or a written reason to be exempt for every mutating route and mutation', () => {
    const calls = changingCalls();
    expect(calls.length).toBeGreaterThan(50);
    const uncovered = calls.filter((key) => !(key in AUDITED) && !(key in AUDIT_EXEMPT));
    expect(uncovered).toEqual([]);
  });

  it('never both audits and exempts a call, and exempts only with a reason', () => {
    expect(Object.keys(AUDIT_EXEMPT).filter((key) => key in AUDITED)).toEqual([]);
    for (const [key, reason] of Object.entries(AUDIT_EXEMPT)) {
      expect(reason?.trim().length, key).toBeGreaterThan(20);
    }
  });

  it('names only calls that exist', () => {
    const known = new Set([...Object.keys(policy), ...changingCalls()]);
    const stale = [...Object.keys(AUDITED), ...Object.keys(AUDIT_EXEMPT)].filter(
      (key) => !known.has(key),
    );
    expect(stale).toEqual([]);
  });
});
