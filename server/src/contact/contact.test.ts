import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { contactMessages } from '../db/schema.js';
import { createHarness, type Harness, testAppConfig } from '../test/harness.js';
import { refusalBody } from '../test/refusalBody.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

describe('contact us', () => {
  it('stores a complete message with 201 and refuses an incomplete one with Invalid params', async () => {
    const ok = await h.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await h.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ id: ok.json().id, name: 'Pat', message: 'Hello' });
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/contact-us/',
      payload: { name: 'Pat' },
    });
    expect(bad.statusCode).toBe(400);
    expect(refusalBody(bad)).toEqual({ errors: ['Invalid params'] });
  });
});

describe('public form rate limit', () => {
  it('answers 429 past the configured number of contact messages per minute', async () => {
    const limited = await buildApp({
      database: h.database,
      config: testAppConfig({ publicFormLimit: 2 }),
      clock: h.clock,
    });
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/contact-us/',
        payload: { name: 'Pat', email: 'pat@example.com', message: 'Hello' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toMatch(/Too many requests/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await limited.close();
  });
});
