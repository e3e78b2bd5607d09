import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createHarness, type Harness } from '../test/harness.js';
import { addRealUser } from '../test/people.js';

/** TRUST_PROXY: behind a reverse proxy (deploy/nginx.conf), the client's address and origin. */

const refusal = (value: string) => {
  try {
    loadConfig({ TRUST_PROXY: value });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
};

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, a number of hops, or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1' }).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
  });

  it('refuses anything else, "true" and "*" included', () => {
    const message =
      'TRUST_PROXY must be a number of proxy hops or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal';
    for (const value of ['true', '*', '10.0.0.0/33', 'nginx', '127.0.0.1,', '1.5']) {
      expect(refusal(value)).toBe(message);
    }
  });
});

describe('behind a trusted proxy', () => {
  it('trusts a number of hops: the address nearest the server past them counts', async () => {
    const h = await createHarness({ trustProxy: 1 });
    try {
      for (let i = 0; i < 2; i++) await addRealUser(h);
      const response = await h.app.inject({
        method: 'GET',
        url: '/api/user/user-list/?user_role=regular&limit=1',
        remoteAddress: '10.1.2.3',
        headers: {
          ...h.headers.SUPER_ADMIN,
          host: 'office.example.com',
          'x-forwarded-proto': 'https',
        },
      });
      expect((response.json() as { next: string }).next).toMatch(
        /^https:\/\/office\.example\.com\//,
      );
    } finally {
      await h.close();
    }
  });

  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ trustProxy: ['127.0.0.1'], signInAddressLimit: 2 });
  });
  beforeEach(() => h.reset());
  afterAll(() => h.close());

  const nextLink = async (remoteAddress: string) => {
    for (let i = 0; i < 2; i++) await addRealUser(h);
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/user/user-list/?user_role=regular&limit=1',
      remoteAddress,
      headers: {
        ...h.headers.SUPER_ADMIN,
        host: 'office.example.com',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '198.51.100.7',
      },
    });
    return (response.json() as { next: string }).next;
  };

  it("links with the client's scheme from the proxy, and ignores the header from anyone else", async () => {
    expect(await nextLink('127.0.0.1')).toMatch(/^https:\/\/office\.example\.com\/api\/user\//);
    expect(await nextLink('203.0.113.9')).toMatch(/^http:\/\/office\.example\.com\/api\/user\//);
  });

  const failedSignIn = (client: string, remoteAddress = '127.0.0.1') =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/token-login/',
      payload: { email: `nobody.${Math.random()}@test.example`, password: 'wrong-password' },
      remoteAddress,
      headers: { 'x-forwarded-for': client },
    });

  it("throttles the client's address the proxy forwards, not the proxy's own", async () => {
    expect((await failedSignIn('198.51.100.1')).statusCode).toBe(400);
    expect((await failedSignIn('198.51.100.1')).statusCode).toBe(400);
    expect((await failedSignIn('198.51.100.1')).statusCode).toBe(429);
    // Another client through the same proxy is not held back by the first one's failures.
    expect((await failedSignIn('198.51.100.2')).statusCode).toBe(400);
    // An untrusted peer cannot pick a fresh address per request: its own address counts.
    expect((await failedSignIn('198.51.100.3', '203.0.113.9')).statusCode).toBe(400);
    expect((await failedSignIn('198.51.100.4', '203.0.113.9')).statusCode).toBe(400);
    expect((await failedSignIn('198.51.100.5', '203.0.113.9')).statusCode).toBe(429);
  });
});
