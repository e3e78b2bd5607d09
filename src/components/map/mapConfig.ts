import L from 'leaflet';

/** Tiles come from VITE_MAP_TILE_URL (default OpenStreetMap); offline, the marker still shows. */
export const TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Spec: maps centre on New York by default. */
export const DEFAULT_CENTER: [number, number] = [40.7128, -74.006];

/**
 * An inline SVG pin: Leaflet's default marker is a PNG referenced from its CSS, which bundlers
 * break; this needs no file and no network.
 */
export const PIN_ICON = L.divIcon({
  className: 'location-pin',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 0C7.2 0 0 7.1 0 15.9 0 27.8 16 42 16 42s16-14.2 16-26.1C32 7.1 24.8 0 16 0z" fill="#4f46e5"/><circle cx="16" cy="16" r="6.5" fill="#fff"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});
