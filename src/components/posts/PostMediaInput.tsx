import { Box, Chip, Stack } from '@mui/material';
import { type Ref, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadMedia } from '../../dataProvider/uploadWithProgress';
import { isImageFile } from '../../lib/mediaKind';
import { MountOnceOpen } from '../MountOnceOpen';
import { AddPhotoButtons } from '../media/AddPhotoButtons';
import { CropDialog } from '../media/CropDialog';
import { StockImagePicker } from '../media/StockImagePicker';
import { UploadProgress } from '../media/UploadProgress';
import { useMediaError } from '../media/useMediaError';

/**
 * Where a new post's media comes from: an upload just made, or a stock image; with the name and
 * (for an image) the picture the staged media shows.
 */
export type PostMedia = ({ uploadId: number } | { stockImageId: number }) & {
  name: string;
  preview?: string;
};

/** What the API takes of staged media: the upload's or the stock image's id. */
export function mediaSource(media: PostMedia): { uploadId: number } | { stockImageId: number } {
  return 'uploadId' in media ? { uploadId: media.uploadId } : { stockImageId: media.stockImageId };
}

/** The staged media: its picture (when it is one) and its name, with a way to drop it. */
function StagedMedia({ media, onRemove }: { media: PostMedia; onRemove: () => void }) {
  const translate = useTranslate();
  // A cropped upload's picture is a blob URL of this page: let it go with the staged media.
  useEffect(
    () => () => {
      if (media.preview?.startsWith('blob:')) URL.revokeObjectURL(media.preview);
    },
    [media.preview],
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', alignSelf: 'flex-start' }}>
      {media.preview && (
        <Box
          component="img"
          src={media.preview}
          alt={translate('app.posts.staged_preview', { name: media.name })}
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Chip label={media.name} onDelete={onRemove} />
    </Stack>
  );
}

/** What a screen may ask of the input by keyboard (the chat workspace's Alt+P). */
export interface PostMediaInputHandle {
  /** Opens the stock image picker, as 'From stock images' does. */
  pickStock: () => void;
}

/**
 * Picks a post's media: an image (cropped first), a video (mp4/webm, no crop) uploaded with
 * progress, or a stock image.
 */
export function PostMediaInput({
  value,
  onChange,
  labelKey,
  ref,
}: {
  value: PostMedia | null;
  onChange: (media: PostMedia | null) => void;
  labelKey: string;
  ref?: Ref<PostMediaInputHandle>;
}) {
  const translate = useTranslate();
  const failed = useMediaError();
  const [cropping, setCropping] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  useImperativeHandle(
    ref,
    () => ({
      pickStock: () => {
        if (!uploading) setPicking(true);
      },
    }),
    [uploading],
  );

  async function upload(file: Blob, name: string, preview?: string) {
    setProgress(0);
    try {
      const stored = await uploadMedia(file, name, setProgress);
      onChange({ uploadId: stored.id, name, preview });
    } catch (error) {
      failed('app.media.update_failed', error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      {value ? (
        <StagedMedia media={value} onRemove={() => onChange(null)} />
      ) : (
        <AddPhotoButtons
          disabled={uploading}
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
      <MountOnceOpen open={cropping !== null}>
        <CropDialog
          file={cropping}
          onCancel={() => setCropping(null)}
          onCropped={(jpeg) => {
            const name = `${cropping?.name.replace(/\.[^.]+$/, '') ?? 'image'}.jpg`;
            setCropping(null);
            void upload(jpeg, name, URL.createObjectURL(jpeg));
          }}
        />
      </MountOnceOpen>
      <MountOnceOpen open={picking}>
        <StockImagePicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(stock) => {
            setPicking(false);
            onChange({
              stockImageId: stock.id,
              name: translate('app.posts.stock_image'),
              preview: stock.thumbnail_url ?? stock.file_url,
            });
          }}
        />
      </MountOnceOpen>
    </>
  );
}
