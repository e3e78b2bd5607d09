import { Button } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_BOX_ID } from '../messages/MessageBox';

/**
 * The first stop of the workspace for a keyboard (right after the layout's Skip to content):
 * straight to the message box instead of through the fake users, the profile and the history.
 * Memoized: it has no props, and the workspace renders for every message.
 */
export const SkipToMessageBox = memo(function SkipToMessageBox() {
  const translate = useTranslate();
  return (
    <Button
      variant="contained"
      onClick={() => document.getElementById(MESSAGE_BOX_ID)?.focus()}
      sx={{
        position: 'absolute',
        left: -10_000,
        '&:focus-visible': { position: 'fixed', left: 16, top: 16, zIndex: 5000 },
      }}
    >
      {translate('app.chat.skip_to_message_box')}
    </Button>
  );
});
