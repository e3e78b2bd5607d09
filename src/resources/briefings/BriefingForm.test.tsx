import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { server } from '../../test/server';
import briefings from '.';

// The lazily loaded screens, loaded with the test file rather than inside a test's wait.
await import('./BriefingCreate');
await import('./BriefingEdit');

describe('the briefing form', () => {
  it('says what is missing and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('*/api/briefings/', () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderScreen('#/briefings/create', 'ADMIN', { briefings });
    // Spaces only: no title either.
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the briefing a title')).toBeVisible();
    expect(screen.getByText('Write the briefing: it cannot be empty')).toBeVisible();
    expect(posted).toBe(false);
  });

  it('refuses a title over 120 characters', async () => {
    let saved = false;
    server.use(
      http.get('*/api/briefings/4/', () =>
        HttpResponse.json({
          id: 4,
          title: 'x'.repeat(121),
          body_html: '<p>Old text</p>',
          author_id: 1,
          author_name: 'Ada Admin',
          created_at: '2026-06-01T12:00:00.000Z',
          updated_at: '2026-06-01T12:00:00.000Z',
          readCount: 0,
        }),
      ),
      http.put('*/api/briefings/4/', () => {
        saved = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderScreen('#/briefings/4', 'ADMIN', { briefings });
    expect(await screen.findByText('Old text')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'y');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Keep the title to 120 characters or fewer')).toBeVisible();
    expect(saved).toBe(false);
  });

  it('sends a chatter to the dashboard: only admins write briefings', async () => {
    renderScreen('#/briefings/create', 'CHATTER', { briefings });
    await waitFor(() => expect(window.location.hash).toBe('#/dashboard'));
  });
});
