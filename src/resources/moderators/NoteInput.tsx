import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { isNoteUnlocked, lockNote } from './noteUnlock';

/** The Note: editable while creating and then until Enter is pressed in it (spec section 4). */
export function NoteInput({ moderatorId }: { moderatorId?: number }) {
  const translate = useTranslate();
  // While creating, the Note is open; afterwards only while the creation's flag remains.
  const [unlocked, setUnlocked] = useState(
    () => moderatorId === undefined || isNoteUnlocked(moderatorId),
  );
  return (
    <TextInput
      source="note"
      label="app.moderators.fields.note"
      multiline
      minRows={2}
      fullWidth
      readOnly={!unlocked}
      helperText={translate(
        unlocked ? 'app.moderators.note_unlocked' : 'app.moderators.note_locked',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && unlocked && moderatorId !== undefined) {
          lockNote(moderatorId);
          setUnlocked(false);
        }
      }}
    />
  );
}
