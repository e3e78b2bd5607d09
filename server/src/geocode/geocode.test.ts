import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness.js';
import { gazetteerGeocoder } from './geocoder.js';

describe('the offline gazetteer', () => {
  it('finds a city, narrowed by country code or region, exact names first', async () => {
    const [paris] = await gazetteerGeocoder.search('Paris, FR', 5);
    expect(paris).toMatchObject({ city: 'Paris', country_code: 'FR' });
    expect(paris.location[0]).toBeCloseTo(48.85, 1);
    expect(paris.location[1]).toBeCloseTo(2.35, 1);
    const texas = await gazetteerGeocoder.search('paris, texas', 5);
    expect(texas[0]).toMatchObject({ city: 'Paris', country_code: 'US' });
    const accents = await gazetteerGeocoder.search('zurich', 3);
    expect(accents[0].city).toBe('Zürich');
    expect(await gazetteerGeocoder.search('qqqqxqqq', 5)).toEqual([]);
  });

  it('puts the most populous of the same name first, with its region and country', async () => {
    const [first, second] = await gazetteerGeocoder.search('Paris', 5);
    expect(first).toMatchObject({ city: 'Paris', country_code: 'FR' });
    expect(first.label).toBe('Paris, Île-de-France, FR');
    expect(second.country_code).not.toBe('FR');
    const [london] = await gazetteerGeocoder.search('London', 3);
    expect(london.country_code).toBe('GB');
    // English names stay findable: Geneva, not only Genève.
    const [geneva] = await gazetteerGeocoder.search('Geneva', 3);
    expect(geneva.country_code).toBe('CH');
  });
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /api/geocode/', () => {
  it('answers up to 8 places for staff; 400 for a too short query', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/geocode/?q=New%20York',
      headers: h.headers.CHATTER,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({ city: 'New York City', country_code: 'US' });
    const short = await h.app.inject({
      method: 'GET',
      url: '/api/geocode/?q=a',
      headers: h.headers.CHATTER,
    });
    expect(short.statusCode).toBe(400);
  });
});
