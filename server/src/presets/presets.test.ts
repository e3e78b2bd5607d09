import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { PRESET_FIELDS } from './service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('presets', () => {
  it('answers every preset kind with its own text field, publicly', async () => {
    const body = (await h.app.inject({ method: 'GET', url: '/api/' })).json();
    for (const [kind, field] of Object.entries(PRESET_FIELDS)) {
      expect(body[kind].length, kind).toBeGreaterThan(0);
      expect(Object.keys(body[kind][0]).sort(), kind).toEqual(['id', field].sort());
    }
    expect(body.ages[0]).toEqual({ id: 1, age: '18' });
    expect(body.interestedIn).toHaveLength(15);
    expect(body.subscriptions[0]).toEqual({ id: 1, name: 'SILVER' });
    expect(body.languages[0]).toEqual({ id: 1, language: 'English' });
    expect(body.countries.length).toBeGreaterThan(40);
  });
});
