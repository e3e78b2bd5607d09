import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { StockImage } from '../../dataProvider/media';
import { uploadMedia } from '../../dataProvider/uploadWithProgress';
import { AddPhotoButtons } from './AddPhotoButtons';
import { DeleteMediaConfirm } from './DeleteMediaConfirm';
import { MediaItem } from './MediaItem';
import { stockGridSx } from './mediaGrid';
import { UploadProgress } from './UploadProgress';
import { useMediaError } from './useMediaError';
import { useStockImages } from './useStockImages';

/**
 * The shared stock library (spec section 3 "Stock image"): pick one (when `onPick` is given),
 * upload a new one, delete (admins, with the spec's confirmation).
 */
export function StockImageGrid({ onPick }: { onPick?: (stock: StockImage) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const { data: images = [], isPending, refetch } = useStockImages();
  const { canAccess: canDelete } = useCanAccess({ resource: 'stock', action: 'delete' });
  const { canAccess: canUpload } = useCanAccess({ resource: 'stock', action: 'upload' });
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StockImage | null>(null);

  async function upload(file: File) {
    setProgress(0);
    try {
      const stored = await uploadMedia(file, file.name, setProgress);
      await dataProvider.addStockImage(stored.id);
      notify('app.media.stock.added', { type: 'success' });
      await refetch();
    } catch (error) {
      failed('app.media.update_failed', error);
    } finally {
      setProgress(null);
    }
  }

  async function remove(stock: StockImage) {
    try {
      await dataProvider.deleteStockImage(stock.id);
      notify('app.media.stock.removed', { type: 'success' });
      await refetch();
    } catch (error) {
      failed('app.media.remove_failed', error);
    }
  }

  return (
    <Box>
      {canUpload && (
        <Box sx={{ mb: 2 }}>
          <AddPhotoButtons
            disabled={progress !== null}
            onFile={(file) => void upload(file)}
            labelKey="app.media.stock.upload"
          />
          <UploadProgress fraction={progress} />
        </Box>
      )}
      {!isPending && images.length === 0 && (
        <Typography color="text.secondary">{translate('app.media.stock.empty')}</Typography>
      )}
      <Box component="ul" sx={stockGridSx} data-testid="stock-images">
        {images.map((stock, index) => (
          <Box component="li" key={stock.id} sx={{ position: 'relative' }}>
            {onPick ? (
              <ButtonBase
                onClick={() => onPick(stock)}
                aria-label={translate('app.media.stock.use', { number: index + 1 })}
                sx={{ display: 'block', width: '100%', borderRadius: 1 }}
              >
                <MediaItem file={stock.thumbnail_url ?? stock.file_url} alt="" maxHeight={120} />
              </ButtonBase>
            ) : (
              <MediaItem
                file={stock.thumbnail_url ?? stock.file_url}
                alt={translate('app.media.photo', { number: index + 1 })}
                maxHeight={120}
              />
            )}
            {canDelete && (
              <IconButton
                size="small"
                color="error"
                aria-label={translate('app.media.stock.delete', { number: index + 1 })}
                onClick={() => setDeleting(stock)}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      <DeleteMediaConfirm
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const stock = deleting;
          setDeleting(null);
          if (stock) void remove(stock);
        }}
      />
    </Box>
  );
}
