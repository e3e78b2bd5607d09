import type { Faker } from '@faker-js/faker';

type City = readonly [name: string, latitude: number, longitude: number];

/**
 * Real cities (GeoNames coordinates, from the gazetteer package) for every seeded country, so a
 * demo profile's address, country and map pin agree with each other.
 */
export const CITY_DATA: Readonly<Record<string, readonly City[]>> = {
  US: [
    ['New York City', 40.714, -74.006],
    ['Los Angeles', 34.052, -118.244],
    ['Chicago', 41.85, -87.65],
  ],
  CA: [
    ['Toronto', 43.706, -79.399],
    ['Montréal', 45.509, -73.588],
    ['Vancouver', 49.25, -123.119],
  ],
  MX: [
    ['Mexico City', 19.428, -99.128],
    ['Guadalajara', 20.677, -103.347],
    ['Monterrey', 25.684, -100.317],
  ],
  BR: [
    ['São Paulo', -23.547, -46.636],
    ['Rio de Janeiro', -22.906, -43.182],
    ['Brasília', -15.78, -47.93],
  ],
  AR: [
    ['Buenos Aires', -34.613, -58.377],
    ['Córdoba', -31.406, -64.189],
    ['Rosario', -32.947, -60.639],
  ],
  CL: [
    ['Santiago', -33.457, -70.648],
    ['Valparaíso', -33.036, -71.63],
    ['Concepción', -36.827, -73.05],
  ],
  CO: [
    ['Bogotá', 4.61, -74.082],
    ['Medellín', 6.245, -75.572],
    ['Cali', 3.431, -76.52],
  ],
  PE: [
    ['Lima', -12.043, -77.028],
    ['Arequipa', -16.399, -71.537],
    ['Trujillo', -8.116, -79.03],
  ],
  GB: [
    ['London', 51.509, -0.126],
    ['Manchester', 53.481, -2.237],
    ['Edinburgh', 55.952, -3.196],
  ],
  IE: [
    ['Dublin', 53.333, -6.249],
    ['Cork', 51.898, -8.471],
    ['Galway', 53.272, -9.051],
  ],
  FR: [
    ['Paris', 48.853, 2.349],
    ['Lyon', 45.749, 4.848],
    ['Marseille', 43.297, 5.381],
  ],
  DE: [
    ['Berlin', 52.524, 13.411],
    ['Hamburg', 53.551, 9.993],
    ['Munich', 48.137, 11.575],
  ],
  ES: [
    ['Madrid', 40.416, -3.703],
    ['Barcelona', 41.389, 2.159],
    ['Valencia', 39.474, -0.38],
  ],
  PT: [
    ['Lisbon', 38.725, -9.15],
    ['Porto', 41.148, -8.611],
    ['Braga', 41.551, -8.423],
  ],
  IT: [
    ['Rome', 41.892, 12.511],
    ['Milan', 45.464, 9.19],
    ['Naples', 40.852, 14.268],
  ],
  NL: [
    ['Amsterdam', 52.374, 4.89],
    ['Rotterdam', 51.922, 4.479],
    ['Utrecht', 52.091, 5.122],
  ],
  BE: [
    ['Brussels', 50.85, 4.349],
    ['Antwerp', 51.22, 4.4],
    ['Gent', 51.05, 3.717],
  ],
  CH: [
    ['Zürich', 47.367, 8.55],
    ['Geneva', 46.202, 6.146],
    ['Bern', 46.948, 7.447],
  ],
  AT: [
    ['Vienna', 48.208, 16.372],
    ['Graz', 47.067, 15.442],
    ['Salzburg', 47.799, 13.044],
  ],
  SE: [
    ['Stockholm', 59.329, 18.069],
    ['Gothenburg', 57.707, 11.967],
    ['Malmö', 55.606, 13.001],
  ],
  NO: [
    ['Oslo', 59.913, 10.746],
    ['Bergen', 60.393, 5.324],
    ['Trondheim', 63.43, 10.395],
  ],
  DK: [
    ['Copenhagen', 55.676, 12.566],
    ['Århus', 56.157, 10.211],
    ['Odense', 55.396, 10.388],
  ],
  FI: [
    ['Helsinki', 60.17, 24.935],
    ['Tampere', 61.499, 23.787],
    ['Turku', 60.451, 22.269],
  ],
  PL: [
    ['Warsaw', 52.23, 21.012],
    ['Kraków', 50.061, 19.937],
    ['Gdańsk', 54.352, 18.649],
  ],
  CZ: [
    ['Prague', 50.088, 14.421],
    ['Brno', 49.195, 16.608],
    ['Ostrava', 49.835, 18.282],
  ],
  RO: [
    ['Bucharest', 44.432, 26.106],
    ['Cluj-Napoca', 46.767, 23.6],
    ['Iaşi', 47.167, 27.6],
  ],
  GR: [
    ['Athens', 37.984, 23.728],
    ['Thessaloníki', 40.641, 22.935],
    ['Pátra', 38.246, 21.735],
  ],
  UA: [
    ['Kyiv', 50.455, 30.524],
    ['Lviv', 49.838, 24.023],
    ['Odesa', 46.486, 30.744],
  ],
  TR: [
    ['Istanbul', 41.014, 28.95],
    ['Ankara', 39.92, 32.854],
    ['İzmir', 38.413, 27.138],
  ],
  IL: [
    ['Tel Aviv', 32.081, 34.781],
    ['Jerusalem', 31.769, 35.216],
    ['Haifa', 32.813, 34.999],
  ],
  AE: [
    ['Dubai', 25.077, 55.309],
    ['Abu Dhabi', 24.451, 54.397],
    ['Sharjah', 25.334, 55.412],
  ],
  EG: [
    ['Cairo', 30.063, 31.25],
    ['Alexandria', 31.202, 29.916],
    ['Giza', 30.009, 31.209],
  ],
  ZA: [
    ['Johannesburg', -26.202, 28.044],
    ['Cape Town', -33.926, 18.423],
    ['Durban', -29.858, 31.029],
  ],
  NG: [
    ['Lagos', 6.454, 3.395],
    ['Abuja', 9.058, 7.495],
    ['Ibadan', 7.378, 3.906],
  ],
  KE: [
    ['Nairobi', -1.283, 36.817],
    ['Mombasa', -4.055, 39.664],
    ['Kisumu', -0.102, 34.762],
  ],
  IN: [
    ['Mumbai', 19.073, 72.883],
    ['Delhi', 28.652, 77.231],
    ['Bengaluru', 12.972, 77.594],
  ],
  CN: [
    ['Beijing', 39.907, 116.397],
    ['Shanghai', 31.222, 121.458],
    ['Shenzhen', 22.546, 114.068],
  ],
  JP: [
    ['Tokyo', 35.69, 139.692],
    ['Osaka', 34.694, 135.501],
    ['Kyoto', 35.021, 135.754],
  ],
  KR: [
    ['Seoul', 37.566, 126.978],
    ['Busan', 35.102, 129.03],
    ['Incheon', 37.456, 126.705],
  ],
  TH: [
    ['Bangkok', 13.754, 100.501],
    ['Chiang Mai', 18.79, 98.985],
    ['Phuket', 7.891, 98.398],
  ],
  VN: [
    ['Hanoi', 21.024, 105.841],
    ['Ho Chi Minh City', 10.823, 106.63],
    ['Da Nang', 16.068, 108.221],
  ],
  PH: [
    ['Manila', 14.604, 120.982],
    ['Cebu City', 10.317, 123.891],
    ['Davao', 7.073, 125.613],
  ],
  ID: [
    ['Jakarta', -6.215, 106.845],
    ['Surabaya', -7.249, 112.751],
    ['Bandung', -6.922, 107.607],
  ],
  AU: [
    ['Sydney', -33.868, 151.207],
    ['Melbourne', -37.814, 144.963],
    ['Brisbane', -27.468, 153.028],
  ],
  NZ: [
    ['Auckland', -36.849, 174.763],
    ['Wellington', -41.287, 174.776],
    ['Christchurch', -43.533, 172.633],
  ],
  SG: [['Singapore', 1.29, 103.85]],
  MY: [
    ['Kuala Lumpur', 3.1412, 101.687],
    ['George Town', 5.411, 100.335],
    ['Johor Bahru', 1.466, 103.758],
  ],
  MA: [
    ['Casablanca', 33.588, -7.611],
    ['Rabat', 34.013, -6.833],
    ['Marrakesh', 31.634, -8],
  ],
  HU: [
    ['Budapest', 47.498, 19.04],
    ['Debrecen', 47.532, 21.624],
    ['Szeged', 46.253, 20.148],
  ],
  SA: [
    ['Riyadh', 24.688, 46.722],
    ['Jeddah', 21.49, 39.186],
    ['Dammam', 26.434, 50.103],
  ],
};

/** A street in one of the country's cities, with coordinates within a few kilometres of it. */
export function demoPlace(faker: Faker, countryCode: string) {
  const [city, latitude, longitude] = faker.helpers.arrayElement(CITY_DATA[countryCode]);
  const near = (degrees: number) =>
    Number((degrees + faker.number.float({ min: -0.04, max: 0.04 })).toFixed(6));
  return {
    city,
    address: `${faker.location.streetAddress()}, ${city}`,
    latitude: near(latitude),
    longitude: near(longitude),
  };
}
