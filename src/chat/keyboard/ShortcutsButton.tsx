import KeyboardIcon from '@mui/icons-material/KeyboardAltOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { memo, type RefObject } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The workspace header's button that lists the shortcuts (as ? does). Memoized: the workspace
 * renders for every message, which leaves it as it is.
 */
export const ShortcutsButton = memo(function ShortcutsButton({
  buttonRef,
  onOpen,
}: {
  /** Where the focus goes back to when the list closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onOpen: (open: true) => void;
}) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.keyboard.open')}>
      <IconButton
        ref={buttonRef}
        onClick={() => onOpen(true)}
        aria-label={translate('app.keyboard.title')}
        aria-keyshortcuts="?"
      >
        <KeyboardIcon />
      </IconButton>
    </Tooltip>
  );
});
