import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import { server } from '../../test/server';
import audit from '.';

// The lazily loaded screens, loaded with the test file.
await import('./AuditList');

const entry = (changes: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 4,
  actorEmail: 'admin@demo.test',
  actorRole: 'ADMIN',
  action: 'user.block',
  targetType: 'person',
  targetId: '2083',
  before: { isBlocked: false, email: 'a@x' },
  after: { isBlocked: true, email: 'a@x' },
  ...changes,
});

describe('the audit log list', () => {
  it('shows who did what to whom and what changed, a page at a time without a total', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/audit/actors/', () =>
        HttpResponse.json({ results: [{ id: 4, email: 'admin@demo.test', role: 'ADMIN' }] }),
      ),
      http.get('*/api/audit/', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          results: [
            entry({}),
            entry({
              id: 2,
              actorId: null,
              actorEmail: null,
              actorRole: null,
              action: 'chat.deadline_return',
              targetType: 'chat',
              targetId: '7___m3x0x',
              before: { isAssigned: true },
              after: { isAssigned: false },
            }),
          ],
          next: 'http://x/api/audit/?offset=25',
          previous: null,
        });
      }),
    );
    const { renderScreen } = await import('../../test/renderScreen');
    const { user } = renderScreen('#/audit', 'SUPER_ADMIN', { audit });
    const rows = await screen.findAllByRole('row');
    const first = rows[1];
    expect(within(first).getByText('Blocked a user')).toBeVisible();
    expect(within(first).getByText('admin@demo.test (ADMIN)')).toBeVisible();
    expect(within(first).getByText('Person 2083')).toBeVisible();
    expect(within(first).getByText('isBlocked: false → true')).toBeVisible();
    expect(within(rows[2]).getByText('The server')).toBeVisible();
    expect(within(rows[2]).getByText('Deadline passed: chat back to the queue')).toBeVisible();
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
    expect(asked[0].searchParams.get('limit')).toBe('25');

    await user.click(screen.getByLabelText('Action'));
    await user.click(await screen.findByRole('option', { name: 'Removed reports' }));
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('action')).toBe('user.reports_removed'),
    );
  });

  it('tells the total on the last page, where the server’s links end', async () => {
    server.use(
      http.get('*/api/audit/actors/', () => HttpResponse.json({ results: [] })),
      http.get('*/api/audit/', () =>
        HttpResponse.json({ results: [entry({}), entry({ id: 2 })], next: null, previous: null }),
      ),
    );
    const { renderScreen } = await import('../../test/renderScreen');
    renderScreen('#/audit', 'SUPER_ADMIN', { audit });
    expect(await screen.findByText('1-2 of 2')).toBeVisible();
  });
});
