import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWith } from '../renderWith';
import { NoteBox } from './NoteBox';

describe('NoteBox', () => {
  it('saves a changed note; Save Note is disabled while unchanged', async () => {
    const saved: unknown[] = [];
    server.use(
      graphql.mutation('Note', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { createNotes: { content: variables.c } } });
      }),
    );
    const { user } = renderWith(
      <NoteBox
        roomId="7___m3x0x"
        forRealUser
        saved="Likes tea"
        canEdit
        onSaved={() => undefined}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save Note: Note about the real user' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Note about the real user' }), ' and cats');
    await user.click(save);
    await waitFor(() =>
      expect(saved).toEqual([{ r: '7___m3x0x', c: 'Likes tea and cats', f: true }]),
    );
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('is one plain textarea that grows by CSS: nothing measured at each render', () => {
    const { container } = renderWith(
      <NoteBox roomId="7___m3x0x" forRealUser={false} saved="" canEdit onSaved={() => undefined} />,
    );
    // MUI's TextareaAutosize adds a hidden copy it measures (a forced layout) at every render.
    const areas = container.querySelectorAll('textarea');
    expect(areas).toHaveLength(1);
    expect(areas[0]).toHaveAttribute('rows', '2');
  });
});
