import 'leaflet/dist/leaflet.css';
import { Autocomplete, Box, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { GeocodeResult } from '../../../contract/geocode';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { DEFAULT_CENTER, PIN_ICON, TILE_ATTRIBUTION, TILE_URL } from './mapConfig';

export interface PickedAddress {
  address: string | null;
  location: [number, number] | null;
  city: string | null;
  country_code: string | null;
}

export interface AddressPickerProps {
  value: PickedAddress;
  onChange: (value: PickedAddress) => void;
  readOnly?: boolean;
  height?: number;
  error?: boolean;
}

/** Clicking the map moves the pin (the address text stays as typed). */
function ClickToPlace({ onPick }: { onPick: (location: [number, number]) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** Keeps the view on the pin when a search result moves it. */
function FollowPin({ location }: { location: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (location) map.setView(location, Math.max(map.getZoom(), 12));
  }, [map, location]);
  return null;
}

/**
 * The address picker of the profile forms (spec: map 600 px, zoom 12): search an address through
 * the server's geocoder, pick a result, or click the map.
 */
export function AddressPicker({
  value,
  onChange,
  readOnly,
  height = 600,
  error,
}: AddressPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [input, setInput] = useState(value.address ?? '');
  const [options, setOptions] = useState<GeocodeResult[]>([]);
  // What was picked (or loaded) is not searched again; what is typed is.
  const [settled, setSettled] = useState(value.address ?? '');

  useEffect(() => {
    const query = input.trim();
    if (readOnly || query.length < 2 || query === settled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider.geocode(query, controller.signal).then(setOptions, () => setOptions([]));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, readOnly, settled, dataProvider]);

  return (
    <Stack spacing={1}>
      <Autocomplete<GeocodeResult, false, false, true>
        freeSolo
        disabled={readOnly}
        options={options}
        filterOptions={(all) => all}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
        inputValue={input}
        onInputChange={(_, text, reason) => {
          setInput(text);
          if (reason === 'input') onChange({ ...value, address: text });
        }}
        onChange={(_, picked) => {
          if (!picked || typeof picked === 'string') return;
          setSettled(picked.label);
          onChange({
            address: picked.label,
            location: picked.location,
            city: picked.city,
            country_code: picked.country_code,
          });
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.map.address')}
            error={error}
            helperText={readOnly ? ' ' : translate('app.map.hint')}
          />
        )}
      />
      <Box
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
        }}
      >
        <MapContainer
          center={value.location ?? DEFAULT_CENTER}
          zoom={12}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
          {value.location && <Marker position={value.location} icon={PIN_ICON} />}
          <FollowPin location={value.location} />
          {!readOnly && <ClickToPlace onPick={(location) => onChange({ ...value, location })} />}
        </MapContainer>
      </Box>
      {value.location && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.map.coordinates', {
            lat: value.location[0].toFixed(5),
            lng: value.location[1].toFixed(5),
          })}
        </Typography>
      )}
    </Stack>
  );
}
