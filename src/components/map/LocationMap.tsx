import 'leaflet/dist/leaflet.css';
import { Box } from '@mui/material';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { DEFAULT_CENTER, PIN_ICON, TILE_ATTRIBUTION, TILE_URL } from './mapConfig';

export interface LocationMapProps {
  location: [number, number] | null;
  height: number | string;
  zoom?: number;
}

/** A read-only map with a pin at `location` (New York, without a pin, when there is none). */
export function LocationMap({ location, height, zoom = 13 }: LocationMapProps) {
  return (
    <Box
      sx={{ height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      data-testid="location-map"
    >
      <MapContainer
        key={location ? location.join(',') : 'none'}
        center={location ?? DEFAULT_CENTER}
        zoom={zoom}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        {location && <Marker position={location} icon={PIN_ICON} />}
      </MapContainer>
    </Box>
  );
}

export default LocationMap;
