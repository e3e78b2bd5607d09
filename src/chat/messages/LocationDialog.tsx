import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PickedAddress } from '../../components/map/AddressPicker';
import { AddressPicker } from '../../components/map/lazyMaps';

const EMPTY: PickedAddress = { address: null, location: null, city: null, country_code: null };

/**
 * 'Share Location': search an address or click the map, then share the pin. A location carries no
 * text: with text in the message box, the dialog says the text stays there.
 */
export function LocationDialog({
  open,
  textStays = false,
  onClose,
  onShare,
}: {
  open: boolean;
  /** The message box holds text, which the location does not take along. */
  textStays?: boolean;
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
        {textStays && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.chat.location_text_stays')}
          </Alert>
        )}
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
