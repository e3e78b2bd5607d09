import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import { server } from '../../test/server';
import audit from '.';

// The lazily loaded screens, loaded with the test file.
await import('./AuditList');
await import('./AuditShow');

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
    expect(within(first).getByText('Person a@x #2083')).toBeVisible();
    expect(within(first).getByText('Blocked: No → Yes')).toBeVisible();
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

describe('the audit log names people and chats', () => {
  it('links the actor, the person and the chat to their pages', async () => {
    server.use(
      http.get('*/api/audit/actors/', () => HttpResponse.json({ results: [] })),
      http.get('*/api/audit/', () =>
        HttpResponse.json({
          results: [
            entry({
              action: 'moderator.update',
              targetId: '12',
              before: { displayName: 'Mia_25', isModerator: true, city: 'Rome' },
              after: { displayName: 'Mia_25', isModerator: true, city: 'Paris' },
            }),
            entry({
              id: 2,
              actorId: 7,
              actorEmail: 'chatter@demo.test',
              actorRole: 'CHATTER',
              action: 'chat.messages_delete',
              targetType: 'chat',
              targetId: '7___m3x0x',
              before: null,
              after: { messageIds: ['5', '6'] },
            }),
            entry({ id: 3, action: 'photo.delete', before: null, after: { photoId: 9 } }),
          ],
          next: null,
          previous: null,
        }),
      ),
    );
    const { renderScreen } = await import('../../test/renderScreen');
    renderScreen('#/audit', 'SUPER_ADMIN', { audit });
    const rows = await screen.findAllByRole('row');
    const link = (row: HTMLElement, name: string) => within(row).getByRole('link', { name });
    expect(link(rows[1], 'admin@demo.test (ADMIN)')).toHaveAttribute('href', '#/admins/view/4');
    expect(link(rows[1], 'Person Mia_25 #12')).toHaveAttribute('href', '#/moderators/edit/12');
    expect(within(rows[1]).getByText('City: Rome → Paris')).toBeVisible();
    expect(link(rows[2], 'chatter@demo.test (CHATTER)')).toHaveAttribute(
      'href',
      '#/workers/view/7',
    );
    expect(link(rows[2], 'Chat 7___m3x0x')).toHaveAttribute('href', '#/chat/7___m3x0x');
    expect(within(rows[2]).getByText('Messages (ids): — → 5, 6')).toBeVisible();
    // A removed photo's entry does not say whose profile kind it is: named, not linked.
    expect(within(rows[3]).getByText('Person 2083')).toBeVisible();
    expect(within(rows[3]).queryByRole('link', { name: /Person/ })).toBeNull();
  });

  it('shows an entry’s changes with field labels, yes and no, and dates', async () => {
    server.use(
      http.get('*/api/audit/1/', () =>
        HttpResponse.json(
          entry({
            action: 'chat.release',
            targetType: 'chat',
            targetId: '7___m3x0x',
            before: { isAssigned: true, clearedAt: null },
            after: { isAssigned: false, clearedAt: '2026-11-20T10:05:00.000Z' },
          }),
        ),
      ),
    );
    const { renderScreen } = await import('../../test/renderScreen');
    renderScreen('#/audit/1/show', 'SUPER_ADMIN', { audit });
    const table = await screen.findByRole('table', { name: 'Changes' });
    const taken = within(table).getByRole('row', { name: /Taken/ });
    expect(
      within(taken)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Yes', 'No']);
    const cleared = within(table).getByRole('row', { name: /Cleared at/ });
    expect(
      within(cleared)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', new Date('2026-11-20T10:05:00.000Z').toLocaleString('en')]);
    expect(screen.getByRole('link', { name: 'Chat 7___m3x0x' })).toHaveAttribute(
      'href',
      '#/chat/7___m3x0x',
    );
  });
});
