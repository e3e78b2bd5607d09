import {
  Avatar,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { shownName } from '../../lib/shownName';

export interface PickedPerson {
  id: number;
  display_name: string | null;
  email?: string;
  avatar?: string | null;
}

/** Spec section 9: name search debounce 200 ms, and it searches from 3 characters. */
const DEBOUNCE_MS = 200;
const PAGE = 15;

/**
 * Picks a real user or a moderator to chat with: the first 15 of the resource's list (narrowed by
 * `filter`), searchable from 3 characters.
 */
export function PersonPickerDialog({
  open,
  title,
  resource,
  filter,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  resource: 'users' | 'moderators';
  filter?: Record<string, unknown>;
  onClose: () => void;
  onPick: (person: PickedPerson) => void;
}) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setSearch(input.trim().length >= 3 ? input.trim() : ''),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [input]);
  const people = useGetList<PickedPerson>(
    resource,
    { pagination: { page: 1, perPage: PAGE }, filter: { ...filter, q: search } },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('app.chat.search')}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          sx={{ mt: 1 }}
        />
        <List dense>
          {people.data?.map((person) => (
            <ListItemButton key={person.id} onClick={() => onPick(person)}>
              <ListItemAvatar>
                <Avatar src={person.avatar ?? undefined} alt="">
                  {(shownName(person) || '?').slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={shownName(person)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
