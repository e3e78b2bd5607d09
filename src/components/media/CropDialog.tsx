import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Slider,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import AvatarEditor, { useAvatarEditor } from 'react-avatar-editor';
import { CROP_SCALE, CROP_SIZES, type CropSize, canvasToJpeg } from './cropSizes';

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * Crops an image before upload (spec section 2): scale 0.1 to 3, ratio 1:1 (320x320) or 9:16
 * (320x640), 320x340 until a ratio is chosen; the result is a JPEG. Crop stays disabled until
 * the image has loaded.
 */
export function CropDialog({
  file,
  onCancel,
  onCropped,
}: {
  /** The chosen image; the dialog is open while there is one. */
  file: File | null;
  onCancel: () => void;
  onCropped: (jpeg: Blob) => void;
}) {
  const translate = useTranslate();
  const editor = useAvatarEditor();
  const [scale, setScale] = useState<number>(CROP_SCALE.initial);
  const [size, setSize] = useState<CropSize>('default');
  const [state, setState] = useState<LoadState>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return;
    setScale(CROP_SCALE.initial);
    setSize('default');
    setState('loading');
    setBusy(false);
  }, [file]);

  const crop = async () => {
    const canvas = editor.getImageScaledToCanvas();
    if (!canvas) return;
    setBusy(true);
    try {
      onCropped(await canvasToJpeg(canvas));
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  const { width, height } = CROP_SIZES[size];
  return (
    <Dialog open={Boolean(file)} onClose={onCancel} aria-labelledby="crop-dialog-title">
      <DialogTitle id="crop-dialog-title">{translate('app.media.crop.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {file && (
            <AvatarEditor
              ref={editor.ref}
              image={file}
              width={width}
              height={height}
              border={16}
              scale={scale}
              onLoadSuccess={() => setState('ready')}
              onLoadFailure={() => setState('failed')}
              style={{ maxWidth: '100%', height: 'auto' }}
            />
          )}
          {state === 'failed' && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {translate('app.media.crop.load_failed')}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
            <Typography id="crop-scale-label" variant="body2">
              {translate('app.media.crop.scale')}
            </Typography>
            <Slider
              aria-labelledby="crop-scale-label"
              min={CROP_SCALE.min}
              max={CROP_SCALE.max}
              step={CROP_SCALE.step}
              value={scale}
              valueLabelDisplay="auto"
              onChange={(_, value) => setScale(value as number)}
              disabled={state !== 'ready'}
            />
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={size}
            onChange={(_, value: CropSize | null) => value && setSize(value)}
            aria-label={translate('app.media.crop.ratio')}
          >
            <ToggleButton value="square">1:1</ToggleButton>
            <ToggleButton value="story">9:16</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={crop} disabled={state !== 'ready' || busy}>
          {translate('app.media.crop.crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
