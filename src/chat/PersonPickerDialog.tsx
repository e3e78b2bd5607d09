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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../lib/api';

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
 * Picks a real user or a moderator to chat with: the first 15, searchable (3 characters or more).
 * `path` is the list's REST path (`/api/user/` or `/api/moderator/`).
 */
export function PersonPickerDialog({
  open,
  title,
  path,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  path: string;
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
  const people = useQuery({
    queryKey: ['personPicker', path, search],
    queryFn: () =>
      apiFetch<{ results: PickedPerson[] }>(
        `${path}${path.includes('?') ? '&' : '?'}limit=${PAGE}&offset=0${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      ),
    enabled: open,
  });
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
          {people.data?.results.map((person) => (
            <ListItemButton key={person.id} onClick={() => onPick(person)}>
              <ListItemAvatar>
                <Avatar src={person.avatar ?? undefined} alt="">
                  {(person.display_name ?? '?').slice(0, 1)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={person.display_name ?? person.email} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}
