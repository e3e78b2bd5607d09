import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddressPicker, type PickedAddress } from '../components/map/AddressPicker';

const EMPTY: PickedAddress = { address: null, location: null, city: null, country_code: null };

/** 'Share Location': search an address or click the map, then share the pin. */
export function LocationDialog({
  open,
  onClose,
  onShare,
}: {
  open: boolean;
  onClose: () => void;
  onShare: (location: [number, number]) => void;
}) {
  const translate = useTranslate();
  const [picked, setPicked] = useState<PickedAddress>(EMPTY);
  const close = () => {
    setPicked(EMPTY);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>{translate('app.chat.location_title')}</DialogTitle>
      <DialogContent>
        {open && <AddressPicker value={picked} onChange={setPicked} height={380} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('app.chat.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked.location}
          onClick={() => {
            if (picked.location) onShare(picked.location);
            close();
          }}
        >
          {translate('app.chat.location_share')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
