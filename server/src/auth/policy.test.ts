import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  graphql,
  type Harness,
  IDENTITIES,
  type Identity,
} from '../test/harness.js';
import { PLUGIN_ROUTES, routeKey } from './plugin.js';
import { type Access, decide, policy } from './policy.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const roleOf = (identity: Identity) =>
  identity === 'anonymous' ? undefined : identity === 'appUser' ? null : identity;

/** Sample params for the route's placeholders. */
const concrete = (path: string) => path.replace(/:(\w+)/g, 'sample');

describe('the policy table', () => {
  // Logout revokes the token it is called with, so it goes last.
  const entries = (Object.entries(policy) as [string, Access][]).sort(
    ([a], [b]) => Number(a.includes('logout')) - Number(b.includes('logout')),
  );

  for (const [key, access] of entries) {
    for (const identity of IDENTITIES) {
      const expected = decide(access, roleOf(identity));
      it(`${key} as ${identity}: ${expected}`, async () => {
        const [method, path] = key.split(' ');
        if (path) {
          const response = await h.app.inject({
            method: method as 'GET',
            url: concrete(path),
            headers: h.headers[identity],
          });
          if (expected === 'unauthenticated') expect(response.statusCode).toBe(401);
          else if (expected === 'forbidden') expect(response.statusCode).toBe(403);
          else expect([401, 403]).not.toContain(response.statusCode);
          return;
        }
        const [typeName, field] = key.split('.');
        if (typeName === 'Subscription') return; // checked over a real socket in settings tests
        const selection = /Permission|Settings$/.test(field)
          ? '{ isAllowed }'
          : field === 'chatMessageLengthSetting'
            ? '{ minMessageLength }'
            : '';
        const result = await graphql(h.app, h.headers[identity], `{ ${field} ${selection} }`);
        const code = result.errors?.[0]?.extensions?.code;
        if (expected === 'unauthenticated') expect(code).toBe('UNAUTHENTICATED');
        else if (expected === 'forbidden') expect(code).toBe('FORBIDDEN');
        else expect(result.errors).toBeUndefined();
      });
    }
  }

  it('names every registered REST route', () => {
    const restRoutes = h.app.routeKeys.filter((key) => !PLUGIN_ROUTES.has(key));
    expect(restRoutes.length).toBeGreaterThan(5);
    for (const key of restRoutes) expect(Object.keys(policy)).toContain(key);
  });
});

describe('a route not in the table', () => {
  it('is refused with 403 for everybody signed in', () => {
    expect(decide(undefined, 'SUPER_ADMIN')).toBe('forbidden');
    expect(decide(undefined, undefined)).toBe('forbidden');
    expect(routeKey('HEAD', '/api/')).toBe('GET /api/');
  });
});
