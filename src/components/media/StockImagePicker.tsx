import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockImage } from '../../dataProvider/media';
import { StockImageGrid } from './StockImageGrid';

/** A dialog to pick an image of the stock library (photos, stories, moments, chat). */
export function StockImagePicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (stock: StockImage) => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="stock-picker-title"
    >
      <DialogTitle id="stock-picker-title">{translate('app.media.stock.choose')}</DialogTitle>
      <DialogContent>{open && <StockImageGrid onPick={onPick} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
