import type { Db } from '../db/open.js';
import { HEARTBEAT_MS, REFRESH_SLICE, refreshViewers } from './service.js';

/**
 * This instance's open `chatViewers` subscriptions, told to the database together every heartbeat
 * (not one timer and three statements each: ten thousand open workspaces made that seven hundred
 * writes a second), a slice per statement. The same beat deletes other instances' expired viewers
 * and tells their rooms.
 */
export class ViewerHeartbeats {
  private readonly open = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly everyMs = HEARTBEAT_MS,
    private readonly slice = REFRESH_SLICE,
  ) {}

  /** Counts the viewer row `id` as this instance's from now on. */
  add(id: string): void {
    this.open.add(id);
    if (this.timer) return;
    this.timer = setInterval(() => void this.beat(), this.everyMs);
    this.timer.unref();
  }

  remove(id: string): void {
    this.open.delete(id);
    if (this.open.size || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One beat: a failed refresh is tried again at the next; three missed and the rows expire. */
  async beat(): Promise<void> {
    await refreshViewers(this.db, [...this.open], this.now(), this.slice).catch(() => undefined);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.open.clear();
  }
}
