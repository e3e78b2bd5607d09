import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AvatarPhoto } from '../../../contract/users';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { PhotoType } from '../../dataProvider/media';
import { isImageFile } from '../../lib/mediaKind';
import { AddPhotoButtons } from './AddPhotoButtons';
import { CropDialog } from './CropDialog';
import { DeleteMediaConfirm } from './DeleteMediaConfirm';
import { mediaGridSx } from './mediaGrid';
import { PhotoTile } from './PhotoTile';
import { StockImagePicker } from './StockImagePicker';
import { UploadProgress } from './UploadProgress';
import { useMediaError } from './useMediaError';

/**
 * A person's public or private photos (spec section 2 "Photo grid", section 4 "Photos"): 4 per
 * row; editors make a public photo primary, delete with the spec's confirmation, and add photos
 * through the crop dialog or from the stock library, with upload progress.
 */
export function PhotoManager({
  userId,
  photos,
  avatarIndex,
  type,
  canEdit,
  onChanged,
}: {
  userId: number;
  /** Every photo of the person; this grid shows those of its `type`. */
  photos: readonly AvatarPhoto[];
  avatarIndex: number;
  type: PhotoType;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const [cropping, setCropping] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState<AvatarPhoto | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = photos.filter((photo) => photo.type === type);

  async function run(work: () => Promise<unknown>, failure: string) {
    setBusy(true);
    try {
      await work();
      notify('app.media.updated', { type: 'success' });
      onChanged();
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const upload = (file: Blob, name: string) =>
    run(async () => {
      setProgress(0);
      await dataProvider.uploadPhoto(userId, file, name, type, setProgress);
    }, 'app.media.update_failed');

  function chooseFile(file: File) {
    // Images go through the crop dialog; a video is uploaded as it is.
    if (isImageFile(file.name) || file.type.startsWith('image/')) setCropping(file);
    else void upload(file, file.name);
  }

  return (
    <Box>
      {shown.length ? (
        <Box
          component="ul"
          sx={mediaGridSx}
          aria-label={translate(`app.media.${type === 'PUBLIC' ? 'photos' : 'private_photos'}`)}
        >
          {shown.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              number={index + 1}
              isPrimary={type === 'PUBLIC' ? index === avatarIndex : undefined}
              canEdit={canEdit}
              busy={busy}
              onMakePrimary={() =>
                run(() => dataProvider.setPrimaryPhoto(userId, index), 'app.media.update_failed')
              }
              onDelete={() => setDeleting(photo)}
            />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.media.no_photos')}</Typography>
      )}
      <UploadProgress fraction={progress} />
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <AddPhotoButtons
            disabled={busy}
            accept="image/*,video/mp4,video/webm"
            onFile={chooseFile}
            onStock={() => setPicking(true)}
          />
        </Box>
      )}
      <CropDialog
        file={cropping}
        onCancel={() => setCropping(null)}
        onCropped={(jpeg) => {
          const name = cropping?.name.replace(/\.[^.]+$/, '') ?? 'photo';
          setCropping(null);
          void upload(jpeg, `${name}.jpg`);
        }}
      />
      <StockImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(stock) => {
          setPicking(false);
          void run(
            () => dataProvider.photoFromStock(userId, stock.id, type),
            'app.media.update_failed',
          );
        }}
      />
      <DeleteMediaConfirm
        open={deleting !== null}
        loading={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const photo = deleting;
          setDeleting(null);
          if (photo)
            void run(() => dataProvider.deletePhoto(userId, photo.id), 'app.media.remove_failed');
        }}
      />
    </Box>
  );
}
