import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { gazetteerGeocoder } from '../geocode/geocoder.js';
import { CITY_DATA, demoPlace } from './places.js';
import { COUNTRY_DATA } from './referenceData.js';

describe('demo places', () => {
  it('has cities for every seeded country, where the gazetteer puts them', async () => {
    for (const [code] of COUNTRY_DATA) {
      expect(CITY_DATA[code], code).toBeDefined();
      for (const [name, latitude, longitude] of CITY_DATA[code]) {
        const found = await gazetteerGeocoder.search(`${name}, ${code}`, 10);
        const distances = found.map(({ location: [lat, lng] }) =>
          Math.hypot(lat - latitude, lng - longitude),
        );
        expect(Math.min(...distances), `${name}, ${code}`).toBeLessThan(0.01);
      }
    }
  });

  it('puts the address in the city and the pin a few kilometres from it', () => {
    faker.seed(7);
    for (let i = 0; i < 200; i++) {
      const [code] = faker.helpers.arrayElement(COUNTRY_DATA);
      const place = demoPlace(faker, code);
      const city = CITY_DATA[code].find(([name]) => name === place.city);
      expect(city, place.city).toBeDefined();
      expect(place.address.endsWith(`, ${place.city}`)).toBe(true);
      expect(Math.abs(place.latitude - (city?.[1] ?? 0))).toBeLessThanOrEqual(0.04);
      expect(Math.abs(place.longitude - (city?.[2] ?? 0))).toBeLessThanOrEqual(0.04);
    }
  });
});
