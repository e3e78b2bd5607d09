/** The ids of what the workspace's shortcuts move the focus to. */

/** The note boxes' ids: Alt+O goes to the real user's. */
export const noteBoxId = (forRealUser: boolean) =>
  forRealUser ? 'chat-note-user' : 'chat-note-moderator';

/** A fake user's entry in the list, for the focus to go to (Alt+Shift+↑/↓). */
export const fakeUserItemId = (id: number) => `fake-user-${id}`;
