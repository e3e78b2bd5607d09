import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SavedReply } from '../../../contract/savedReplies';
import { fillReplyVariables, type ReplyValues } from './replyVariables';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DELAY_MS = 250;
const SHOWN = 50;

function useDebounced(value: string, delay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Saved replies to insert in the message box: a search (focused on opening) over the caller's
 * replies and the team's, each shown as it would be inserted. ↑/↓ choose, Enter (or a click)
 * inserts the text with its variables filled, Esc closes.
 */
export function SavedRepliesDialog({
  open,
  values,
  onClose,
  onInsert,
}: {
  open: boolean;
  values: ReplyValues;
  onClose: () => void;
  onInsert: (text: string) => void;
}) {
  const translate = useTranslate();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const { data, isPending, error } = useGetList<SavedReply>(
    'savedReplies',
    {
      filter: query ? { q: query } : {},
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: open, placeholderData: (previous) => previous },
  );
  const replies = data ?? [];
  const current = Math.min(active, Math.max(replies.length - 1, 0));
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (!open) setSearch('');
  }, [open]);

  const insert = (reply: SavedReply | undefined) => {
    if (reply) onInsert(fillReplyVariables(reply.body, values));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: replies.length - 1,
    };
    if (event.key in moves && replies.length > 0) {
      event.preventDefault();
      const next = Math.max(0, Math.min(moves[event.key], replies.length - 1));
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      insert(replies[current]);
    }
  };

  const empty = query
    ? translate('app.saved_replies.no_match', { search: query })
    : translate('app.saved_replies.none');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" disableRestoreFocus>
      <DialogTitle>{translate('app.saved_replies.dialog_title')}</DialogTitle>
      <DialogContent dividers sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label={translate('app.saved_replies.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          helperText={translate('app.saved_replies.keys_hint')}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-expanded': replies.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': replies.length > 0 ? optionId(current) : undefined,
            },
          }}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('app.saved_replies.failed')}
          </Alert>
        ) : !isPending && replies.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
            {empty}
          </Typography>
        ) : null}
        <List
          id={listId}
          role="listbox"
          aria-label={translate('app.saved_replies.open')}
          dense
          sx={{ mt: 1, maxHeight: 360, overflowY: 'auto' }}
        >
          {replies.map((reply, index) => (
            <ListItemButton
              key={reply.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              selected={index === current}
              tabIndex={-1}
              onMouseEnter={() => setActive(index)}
              onClick={() => insert(reply)}
              // One highlight only: the chosen reply (a pointer over one chooses it).
              sx={{
                borderRadius: 1,
                alignItems: 'flex-start',
                '&:hover:not(.Mui-selected)': { bgcolor: 'transparent' },
              }}
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{reply.title}</span>
                    {reply.team && (
                      <Chip
                        size="small"
                        color="primary"
                        label={translate('app.saved_replies.scope_team')}
                      />
                    )}
                  </Stack>
                }
                secondary={fillReplyVariables(reply.body, values)}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to="/savedReplies" onClick={onClose} sx={{ mr: 'auto' }}>
          {translate('app.saved_replies.manage')}
        </Button>
        <Button onClick={onClose}>{translate('app.saved_replies.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
