import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemSnapshot } from '../../../contract/system';
import { server } from '../../test/server';
import SystemPage, { duration, POLL_MS } from './SystemPage';

const snapshot = (changes: Partial<SystemSnapshot> = {}): SystemSnapshot => ({
  at: '2026-11-27T10:00:00.000Z',
  windowSeconds: 5,
  requestsPerSecond: 12.34,
  p95LatencyMs: 42.5,
  dbQueryP95Ms: 0.8,
  dbQueriesPerSecond: 55.55,
  messagesPerSecond: 3.2,
  deliveryLagP95Ms: 4.1,
  openSockets: 7,
  subscriptions: 15,
  queueLength: 3,
  oldestWaitingSeconds: 30,
  foldLagSeconds: 1,
  foldLagMessages: 2,
  rssBytes: 150 * 1024 * 1024,
  heapUsedBytes: 80 * 1024 * 1024,
  eventLoopDelayMs: 11.7,
  ...changes,
});

async function renderPage() {
  const { renderScreen } = await import('../../test/renderScreen');
  return renderScreen(
    '#/system',
    'SUPER_ADMIN',
    {},
    { routes: <Route path="/system" element={<SystemPage />} /> },
  );
}

/** The headline figure under that label. */
const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the system page', () => {
  it('shows the headline figures, then polls and highlights a long queue wait', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answers = [
      snapshot(),
      snapshot({ at: '2026-11-27T10:00:05.000Z', oldestWaitingSeconds: 250, queueLength: 9 }),
    ];
    let asked = 0;
    server.use(
      http.get('*/api/system/', () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        return HttpResponse.json(answer);
      }),
    );
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'System' })).toBeVisible();
    await screen.findByText('Now (over the last 5 s)');
    expect(figure('Requests per second')).toHaveTextContent('12.3');
    expect(figure('Request latency, p95')).toHaveTextContent('42.5 ms');
    expect(figure('Database query, p95 · queries')).toHaveTextContent('0.8 ms · 55.6/s');
    expect(figure('Messages per second')).toHaveTextContent('3.2');
    expect(figure('Open sockets / subscriptions')).toHaveTextContent('7 / 15');
    expect(figure('Chats waiting')).toHaveTextContent('3');
    expect(figure('Oldest waiting')).toHaveTextContent('30 s');
    expect(figure('Statistics behind by')).toHaveTextContent('1 s · 2');
    expect(figure('Memory (RSS)')).toHaveTextContent('150 MB');
    expect(figure('Event-loop delay, p99')).toHaveTextContent('11.7 ms');
    expect(screen.queryByText('High')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Last 5 minutes' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: /Oldest waiting/ })).toBeVisible();

    vi.advanceTimersByTime(POLL_MS);
    const oldest = figure('Oldest waiting').parentElement as HTMLElement;
    expect(await within(oldest).findByText('High')).toBeVisible();
    expect(figure('Oldest waiting')).toHaveTextContent('4 min 10 s');
    expect(figure('Chats waiting')).toHaveTextContent('9');
    expect(figure('Statistics behind by')).not.toHaveTextContent('High');
    expect(asked).toBe(2);
  });

  it('highlights statistics far behind', async () => {
    server.use(
      http.get('*/api/system/', () => HttpResponse.json(snapshot({ foldLagSeconds: 95 }))),
    );
    await renderPage();
    await screen.findByText('Now (over the last 5 s)');
    expect(figure('Statistics behind by')).toHaveTextContent('1 min 35 s · 2High');
    expect(figure('Oldest waiting')).not.toHaveTextContent('High');
  });

  it('says so when metrics are off, and when the server cannot answer', async () => {
    server.use(
      http.get('*/api/system/', () =>
        HttpResponse.json({ detail: 'Metrics are off on this server.' }, { status: 404 }),
      ),
    );
    const { unmount } = await renderPage();
    expect(await screen.findByText('Metrics are off on this server (METRICS=off).')).toBeVisible();
    unmount();
    server.use(http.get('*/api/system/', () => HttpResponse.json({}, { status: 500 })));
    await renderPage();
    expect(
      await screen.findByText('Could not read the figures. Retrying every 5 seconds.'),
    ).toBeVisible();
  });

  it('writes durations plainly', () => {
    expect(duration(0)).toBe('0 s');
    expect(duration(59.6)).toBe('1 min 0 s');
    expect(duration(3725)).toBe('1 h 2 min');
  });
});
