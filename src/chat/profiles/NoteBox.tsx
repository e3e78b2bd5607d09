import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { growingTextarea, PLAIN_TEXTAREA } from '../../components/form/growingTextarea';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { noteBoxId } from '../keyboard/focusTargets';
import { shortcutOf } from '../keyboard/shortcuts';

/**
 * A chat's note for one side; Save Note is disabled while unchanged or saving (spec section 5).
 * Alt+O in the box saves it as Save Note does, and the focus stays in the box.
 */
export function NoteBox({
  roomId,
  forRealUser,
  saved,
  canEdit,
  onSaved,
}: {
  roomId: string;
  forRealUser: boolean;
  saved: string;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const [text, setText] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setText(saved);
    setBaseline(saved);
  }, [saved]);
  const label = translate(forRealUser ? 'app.chat.user_note' : 'app.chat.moderator_note');
  const canSave = !saving && text !== baseline;
  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.saveNote(roomId, text, forRealUser);
      setBaseline(text);
      notify('app.chat.note_saved', { type: 'success' });
      onSaved();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        id={noteBoxId(forRealUser)}
        label={label}
        {...growingTextarea(2, 6)}
        value={text}
        disabled={!canEdit}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (shortcutOf(event.nativeEvent) !== 'note') return;
          event.preventDefault();
          if (canEdit && canSave) void save();
        }}
        slotProps={{
          input: PLAIN_TEXTAREA,
          htmlInput: { maxLength: 2000, 'aria-keyshortcuts': 'Alt+O' },
        }}
        size="small"
      />
      {canEdit && (
        <Button
          size="small"
          variant="outlined"
          disabled={!canSave}
          onClick={() => void save()}
          sx={{ alignSelf: 'flex-end' }}
          aria-label={`${translate('app.chat.save_note')}: ${label}`}
        >
          {translate('app.chat.save_note')}
        </Button>
      )}
    </Stack>
  );
}
