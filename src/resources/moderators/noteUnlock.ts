/**
 * The Note of a moderator is editable only while a local flag set at its creation exists; Enter
 * in the Note clears the flag and locks it (spec section 4 "Moderator wizard").
 */
const key = (id: number | string) => `backoffice.noteUnlocked.${id}`;

export const unlockNote = (id: number | string) => localStorage.setItem(key(id), '1');
export const lockNote = (id: number | string) => localStorage.removeItem(key(id));
export const isNoteUnlocked = (id: number | string | undefined) =>
  id !== undefined && localStorage.getItem(key(id)) === '1';
