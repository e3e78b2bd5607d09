import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateRounded';
import CollectionsIcon from '@mui/icons-material/CollectionsRounded';
import { Button, Stack } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';

/** 'Add photo' (a file, then the crop dialog) and 'From stock images'. */
export function AddPhotoButtons({
  disabled,
  accept = 'image/*',
  labelKey = 'app.media.add_photo',
  onFile,
  onStock,
}: {
  disabled: boolean;
  accept?: string;
  labelKey?: string;
  onFile: (file: File) => void;
  /** Absent: no 'From stock images' button. */
  onStock?: () => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<AddPhotoIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {translate(labelKey)}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="photo-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {onStock && (
        <Button startIcon={<CollectionsIcon />} onClick={onStock} disabled={disabled}>
          {translate('app.media.from_stock')}
        </Button>
      )}
    </Stack>
  );
}
