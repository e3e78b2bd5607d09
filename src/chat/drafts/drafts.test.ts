// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_INTERVAL_MS, DraftSaver } from './drafts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server whose saves take `ms` each; it records when each began and what it kept. */
function slowServer(ms: number) {
  const saves: { at: number; text: string }[] = [];
  let kept = '';
  let running = 0;
  let overlapped = false;
  const save = async (_roomId: string, text: string) => {
    saves.push({ at: Date.now(), text });
    running += 1;
    if (running > 1) overlapped = true;
    await new Promise((resolve) => setTimeout(resolve, ms));
    kept = text;
    running -= 1;
  };
  return { save, saves, kept: () => kept, overlapped: () => overlapped };
}

const type = async (saver: DraftSaver, roomId: string, text: string, everyMs: number) => {
  for (let end = 1; end <= text.length; end += 1) {
    saver.typed(roomId, text.slice(0, end));
    await vi.advanceTimersByTimeAsync(everyMs);
  }
};

describe('DraftSaver', () => {
  it('saves a keystroke burst at most once a second and keeps the last text typed', async () => {
    const server = slowServer(30);
    const saver = new DraftSaver(server.save);
    const text = 'Hello there, how has your day been so far? Tell me everything!';
    await type(saver, 'r1', text, 40); // 25 keystrokes a second for 2.5 s
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_INTERVAL_MS + 100);
    expect(server.kept()).toBe(text);
    const starts = server.saves.map((save) => save.at);
    expect(starts.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < starts.length; i += 1) {
      expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(DRAFT_SAVE_INTERVAL_MS);
    }
  });

  it('never saves one chat twice at once: a slow save holds the next back', async () => {
    const server = slowServer(2_500);
    const saver = new DraftSaver(server.save);
    await type(saver, 'r1', 'abcdefghijklmnopqrst', 200);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.overlapped()).toBe(false);
    expect(server.kept()).toBe('abcdefghijklmnopqrst');
  });

  it('keeps chats apart', async () => {
    const server = slowServer(10);
    const saves: string[] = [];
    const saver = new DraftSaver(async (roomId, text) => {
      saves.push(`${roomId}:${text}`);
      await server.save(roomId, text);
    });
    saver.typed('r1', 'one');
    saver.typed('r2', 'two');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(saves.sort()).toEqual(['r1:one', 'r2:two']);
    expect(saver.textOf('r1')).toBe('one');
    expect(saver.textOf('r3')).toBeUndefined();
  });

  it('after a send, an empty save follows one still under way, and none is asked otherwise', async () => {
    const server = slowServer(500);
    const saver = new DraftSaver(server.save);
    saver.typed('r1', 'a sent message');
    await vi.advanceTimersByTimeAsync(100); // its save is under way
    saver.sent('r1');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.saves.map((save) => save.text)).toEqual(['a sent message', '']);
    expect(server.kept()).toBe('');

    saver.typed('r1', 'the next one');
    await vi.advanceTimersByTimeAsync(2_000);
    saver.sent('r1');
    await vi.advanceTimersByTimeAsync(2_000);
    // The server dropped the draft with the send: nothing more to say.
    expect(server.saves.map((save) => save.text)).toEqual(['a sent message', '', 'the next one']);
  });

  it('tries again at the next keystroke after a failed save, and saves nothing taken back', async () => {
    const texts: string[] = [];
    let failing = true;
    const saver = new DraftSaver(async (_roomId, text) => {
      texts.push(text);
      if (failing) throw new Error('offline');
    });
    saver.typed('r1', 'lost?');
    await vi.advanceTimersByTimeAsync(1_500);
    failing = false;
    saver.typed('r1', 'lost? no');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(texts).toEqual(['lost?', 'lost? no']);
    saver.remember('r2', 'kept');
    saver.typed('r2', 'kept!');
    saver.typed('r2', 'kept');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(texts).toEqual(['lost?', 'lost? no']);
  });

  it('saves what waits at once when flushed (the page is left)', async () => {
    const server = slowServer(10);
    const saver = new DraftSaver(server.save);
    saver.typed('r1', 'a');
    await vi.advanceTimersByTimeAsync(50);
    saver.typed('r1', 'ab');
    saver.flush();
    await vi.advanceTimersByTimeAsync(20);
    expect(server.kept()).toBe('ab');
  });
});
