import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { LivePubSub } from '../graphql/pubsub.js';
import { QUEUE_TOPIC } from '../queue/service.js';
import {
  addViewer,
  type ChatViewer,
  HEARTBEAT_MS,
  holderOf,
  refreshViewer,
  removeViewer,
  viewersOf,
  viewersTopic,
} from './service.js';

export interface ViewerStreamDeps {
  db: Db;
  pubsub: LivePubSub;
  now(): Date;
}

type Answer = { chatViewers: ChatViewer[] };
const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * One `chatViewers` subscription: counts its staff member as viewing the room from the first read
 * until `return()`, and answers the room's viewer list at once and again whenever it changes (a
 * viewer came or went on any instance, the queue changed so the holder may have, or a heartbeat
 * found viewers expired). Not an async generator: graphql-ws calls `return()` when the client
 * completes the operation or the socket closes, and a generator waiting for a change would only
 * see it at its next `yield`; here the viewer goes at once.
 */
export class ViewerStream implements AsyncIterableIterator<Answer> {
  private readonly id = randomUUID();
  /** A viewer came or went (or may have expired): the list is read again. */
  private changed = true;
  /** The queue changed somewhere: the list is read again if this room's holder changed. */
  private queueChanged = false;
  private holderId: number | null | undefined;
  private wake: (() => void) | undefined;
  private ended = false;
  private started: Promise<void> | undefined;
  private stopListening: (() => void)[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  private lastSent: string | undefined;

  constructor(
    private readonly deps: ViewerStreamDeps,
    private readonly staffId: number,
    private readonly roomId: string,
  ) {}

  private readonly poke = () => {
    this.changed = true;
    this.wake?.();
  };

  private readonly pokeQueue = () => {
    this.queueChanged = true;
    this.wake?.();
  };

  private async start() {
    const { db, pubsub } = this.deps;
    this.stopListening = [
      pubsub.listen(viewersTopic(this.roomId), this.poke),
      pubsub.listen(QUEUE_TOPIC, this.pokeQueue),
    ];
    await addViewer(
      db,
      { id: this.id, roomId: this.roomId, staffId: this.staffId },
      this.deps.now(),
    );
    this.heartbeat = setInterval(() => {
      // A failed refresh is tried again at the next beat; three missed and the row expires.
      refreshViewer(db, this.id, this.deps.now()).then(this.poke, () => undefined);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async next(): Promise<IteratorResult<Answer>> {
    try {
      return await this.read();
    } catch (error) {
      // The operation ends with the error (graphql-ws reads no further and calls no return()):
      // the viewer goes with it, not at its expiry.
      await this.return();
      throw error;
    }
  }

  private async read(): Promise<IteratorResult<Answer>> {
    this.started ??= this.start();
    await this.started;
    for (;;) {
      if (this.ended) return DONE;
      if (!this.changed && !this.queueChanged) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      const { db } = this.deps;
      const now = this.deps.now();
      if (!this.changed) {
        // Every queue change reaches every viewer: one small read tells whether it is this room's.
        this.queueChanged = false;
        if ((await holderOf(db, this.roomId, now)) === this.holderId) continue;
      }
      this.changed = false;
      this.queueChanged = false;
      const viewers = await viewersOf(db, this.roomId, now);
      if (this.ended) return DONE;
      const holder = viewers.find((viewer) => viewer.holdsChat);
      this.holderId = holder ? Number(holder.id) : null;
      const seen = JSON.stringify(viewers);
      if (seen === this.lastSent) continue;
      this.lastSent = seen;
      return { done: false, value: { chatViewers: viewers } };
    }
  }

  async return(): Promise<IteratorResult<Answer>> {
    if (this.ended) return DONE;
    this.ended = true;
    this.wake?.();
    for (const stop of this.stopListening) stop();
    clearInterval(this.heartbeat);
    if (this.started) {
      // Added (or failed to be) before it is removed.
      await this.started.catch(() => undefined);
      // A delete that fails (the database going away with the server) leaves a row that expires.
      await removeViewer(this.deps.db, this.id).catch(() => undefined);
    }
    return DONE;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
