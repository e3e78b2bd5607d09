import { Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isImageFile } from '../../lib/mediaKind';
import { AddPhotoButtons } from '../media/AddPhotoButtons';
import { CropDialog } from '../media/CropDialog';
import { StockImagePicker } from '../media/StockImagePicker';
import { UploadProgress } from '../media/UploadProgress';
import { uploadMedia } from '../media/uploadWithProgress';
import { useMediaError } from '../media/useMediaError';

/** Where a new post's media comes from: an upload just made, or a stock image. */
export type PostMedia = { uploadId: number; name: string } | { stockImageId: number; name: string };

/**
 * Picks a post's media: an image (cropped first), a video (mp4/webm, no crop) uploaded with
 * progress, or a stock image.
 */
export function PostMediaInput({
  value,
  onChange,
  labelKey,
}: {
  value: PostMedia | null;
  onChange: (media: PostMedia | null) => void;
  labelKey: string;
}) {
  const translate = useTranslate();
  const failed = useMediaError();
  const [cropping, setCropping] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: Blob, name: string) {
    setProgress(0);
    try {
      const stored = await uploadMedia(file, name, setProgress);
      onChange({ uploadId: stored.id, name });
    } catch (error) {
      failed('app.media.update_failed', error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      {value ? (
        <Chip label={value.name} onDelete={() => onChange(null)} sx={{ alignSelf: 'flex-start' }} />
      ) : (
        <AddPhotoButtons
          disabled={progress !== null}
          accept="image/*,video/mp4,video/webm"
          labelKey={labelKey}
          onFile={(file) => {
            // Images go through the crop dialog; a video story skips it (spec section 2).
            if (isImageFile(file.name) || file.type.startsWith('image/')) setCropping(file);
            else void upload(file, file.name);
          }}
          onStock={() => setPicking(true)}
        />
      )}
      <UploadProgress fraction={progress} />
      <CropDialog
        file={cropping}
        onCancel={() => setCropping(null)}
        onCropped={(jpeg) => {
          const name = `${cropping?.name.replace(/\.[^.]+$/, '') ?? 'image'}.jpg`;
          setCropping(null);
          void upload(jpeg, name);
        }}
      />
      <StockImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(stock) => {
          setPicking(false);
          onChange({ stockImageId: stock.id, name: translate('app.posts.stock_image') });
        }}
      />
    </>
  );
}
