import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, type RefObject, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './shortcuts';

const TITLE_ID = 'keyboard-shortcuts-title';

/** One key cap. */
function Kbd({ children }: { children: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: '1.8em',
        px: 0.75,
        py: 0.125,
        lineHeight: 1.4,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'inherit',
        fontSize: '0.85em',
        textAlign: 'center',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The workspace's keyboard shortcuts (the ? key, or the keyboard button): a table with headers, so
 * that a screen reader reads each row's keys with what they do. Esc closes it and the focus goes
 * back where it was.
 */
export function ShortcutsDialog({
  open,
  onClose,
  fallbackFocus,
}: {
  open: boolean;
  onClose: () => void;
  /**
   * Where the focus goes when the dialog was opened with nothing focused (? right after the page
   * loaded): there is nothing to give it back to.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
}) {
  const translate = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const closed = () => {
    const active = document.activeElement;
    if (!active || active === document.body || root.current?.contains(active)) {
      fallbackFocus?.current?.focus();
    }
  };
  return (
    <Dialog
      ref={root}
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      maxWidth="md"
      slotProps={{ transition: { onExited: closed } }}
    >
      <DialogTitle id={TITLE_ID}>{translate('app.keyboard.title')}</DialogTitle>
      {/* Scrolled by the keyboard too where the list is taller than the window. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={TITLE_ID}>
        <Table size="small" aria-labelledby={TITLE_ID} sx={{ '& .MuiTableCell-root': { py: 0.5 } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {translate('app.keyboard.keys')}
              </TableCell>
              <TableCell component="th" scope="col">
                {translate('app.keyboard.action')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {shortcut.keys.map((key, index) => (
                    <Fragment key={key}>
                      {index > 0 && ' + '}
                      <Kbd>{key}</Kbd>
                    </Fragment>
                  ))}
                </TableCell>
                <TableCell>{translate(shortcut.description)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 2 }}>
          {translate('app.keyboard.mac_hint')}
        </Typography>
        <Button onClick={onClose}>{translate('app.keyboard.close_dialog')}</Button>
      </DialogActions>
    </Dialog>
  );
}
