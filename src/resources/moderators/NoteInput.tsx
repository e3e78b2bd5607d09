import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { growingTextarea } from '../../components/form/growingTextarea';
import { isNoteUnlocked, lockNote } from './noteUnlock';

/** The Note: editable while creating and then until Enter is pressed in it (spec section 4). */
export function NoteInput({
  moderatorId,
  readOnly = false,
}: {
  moderatorId?: number;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  // While creating, the Note is open; afterwards only while the creation's flag remains.
  const [unlocked, setUnlocked] = useState(
    () => moderatorId === undefined || isNoteUnlocked(moderatorId),
  );
  return (
    <TextInput
      source="note"
      label="app.moderators.fields.note"
      {...growingTextarea(2, 8)}
      fullWidth
      readOnly={readOnly || !unlocked}
      helperText={
        readOnly
          ? undefined
          : translate(unlocked ? 'app.moderators.note_unlocked' : 'app.moderators.note_locked')
      }
      onKeyDown={(event) => {
        if (event.key === 'Enter' && unlocked && !readOnly && moderatorId !== undefined) {
          lockNote(moderatorId);
          setUnlocked(false);
        }
      }}
    />
  );
}
