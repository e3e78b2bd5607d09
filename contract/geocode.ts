/** GET /api/geocode/?q= : address search for the map pickers. */
export interface GeocodeResult {
  label: string;
  city: string;
  country_code: string;
  location: [number, number];
}
