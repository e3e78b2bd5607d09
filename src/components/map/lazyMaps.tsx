import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { AddressPickerProps } from './AddressPicker';
import type { LocationMapProps } from './LocationMap';

// Leaflet and its React bindings (about 40 KB brotli) load with the first map shown, not with the
// chat workspace: most chats open without a location message, and the picker opens on demand.
const LoadedLocationMap = lazy(() => import('./LocationMap'));
const LoadedAddressPicker = lazy(() =>
  import('./AddressPicker').then(({ AddressPicker }) => ({ default: AddressPicker })),
);

/** The map's own box while it loads, so that nothing around it moves when it appears. */
function MapSpace({ height }: { height: number | string }) {
  return (
    <Box
      sx={{ height, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    />
  );
}

/** A read-only map with a pin (./LocationMap), loaded when first shown. */
export function LocationMap(props: LocationMapProps) {
  return (
    <Suspense fallback={<MapSpace height={props.height} />}>
      <LoadedLocationMap {...props} />
    </Suspense>
  );
}

/** The address search and map picker (./AddressPicker), loaded when first shown. */
export function AddressPicker(props: AddressPickerProps) {
  return (
    <Suspense fallback={<MapSpace height={props.height ?? 600} />}>
      <LoadedAddressPicker {...props} />
    </Suspense>
  );
}
