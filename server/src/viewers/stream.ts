import { randomUUID } from 'node:crypto';
import { parseRoomId } from '../../../contract/rules/roomIds.js';
import type { Db } from '../db/open.js';
import { type LivePubSub, sessionTopic } from '../graphql/pubsub.js';
import { queueRoomTopic } from '../queue/service.js';
import type { ViewerHeartbeats } from './heartbeats.js';
import {
  addViewer,
  type ChatViewer,
  holderOf,
  removeViewer,
  viewersOf,
  viewersTopic,
} from './service.js';

export interface ViewerStreamDeps {
  db: Db;
  pubsub: LivePubSub;
  now(): Date;
  /** This instance's heartbeat of open viewers. */
  heartbeats: ViewerHeartbeats;
  /** Throws the policy's refusal when the subscriber may no longer watch the room. */
  recheckAccess?(): Promise<void>;
}

type Answer = { chatViewers: ChatViewer[] };
const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * One `chatViewers` subscription: counts its staff member as viewing the room from the first read
 * until `return()`, and answers the room's viewer list at once and again whenever it changes (a
 * viewer came or went on any instance, the room's queue entry changed so the holder may have, or a
 * heartbeat found viewers expired, someone on the list or the room's fake user changed). The
 * subscriber's right is asked again whenever the holder changes or the fake user (whose worker may
 * see the room) does: one who lost it gets the policy's refusal, and the stream ends with their viewing.
 * Not an async generator: graphql-ws calls `return()` when the client completes the operation or
 * the socket closes, and a generator waiting for a change would only see it at its next `yield`;
 * here the viewer goes at once.
 */
export class ViewerStream implements AsyncIterableIterator<Answer> {
  private readonly id = randomUUID();
  private readonly moderatorId: number | undefined;
  /** A viewer came or went (or may have expired): the list is read again. */
  private changed = true;
  /** The room's queue entry changed: the list is read again if its holder changed. */
  private queueChanged = false;
  /** The holder or the fake user changed: the subscriber's right is asked again. */
  private rightsChanged = false;
  private holderId: number | null | undefined;
  /** The people this stream hears changes of (the list's and the fake user), and how to stop. */
  private readonly watched = new Map<number, () => void>();
  private wake: (() => void) | undefined;
  private ended = false;
  private started: Promise<void> | undefined;
  private stopListening: (() => void)[] = [];
  private lastSent: string | undefined;

  constructor(
    private readonly deps: ViewerStreamDeps,
    private readonly staffId: number,
    private readonly roomId: string,
  ) {
    this.moderatorId = parseRoomId(roomId)?.moderatorId;
  }

  private readonly poke = () => {
    this.changed = true;
    this.wake?.();
  };

  private readonly pokeRights = () => {
    this.rightsChanged = true;
    this.poke();
  };

  private readonly pokeQueue = () => {
    this.queueChanged = true;
    this.wake?.();
  };

  private async start() {
    const { db, pubsub } = this.deps;
    this.stopListening = [
      pubsub.listen(viewersTopic(this.roomId), this.poke),
      pubsub.listen(queueRoomTopic(this.roomId), this.pokeQueue),
    ];
    // The fake user: a change of its worker changes who may watch.
    this.watch([]);
    await addViewer(
      db,
      { id: this.id, roomId: this.roomId, staffId: this.staffId },
      this.deps.now(),
    );
    if (!this.ended) this.deps.heartbeats.add(this.id);
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
        // One small read tells whether the change moved the chat to another holder.
        this.queueChanged = false;
        if ((await holderOf(db, this.roomId, now)) === this.holderId) continue;
      }
      this.changed = false;
      this.queueChanged = false;
      const viewers = await viewersOf(db, this.roomId, now);
      if (this.ended) return DONE;
      const holder = viewers.find((viewer) => viewer.holdsChat);
      const holderId = holder ? Number(holder.id) : null;
      if (this.rightsChanged || (this.holderId !== undefined && holderId !== this.holderId)) {
        this.rightsChanged = false;
        await this.deps.recheckAccess?.();
        if (this.ended) return DONE;
      }
      this.holderId = holderId;
      this.watch(viewers.map((viewer) => Number(viewer.id)));
      const seen = JSON.stringify(viewers);
      if (seen === this.lastSent) continue;
      this.lastSent = seen;
      return { done: false, value: { chatViewers: viewers } };
    }
  }

  /**
   * Hears changes of these people from now on (besides the fake user): one deleted, blocked or
   * changed leaves the list, or comes back to it changed, at once.
   */
  private watch(ids: number[]) {
    const keep = new Set([...ids, ...(this.moderatorId ? [this.moderatorId] : [])]);
    for (const [id, stop] of this.watched) {
      if (keep.has(id)) continue;
      stop();
      this.watched.delete(id);
    }
    for (const id of keep) {
      if (!this.watched.has(id)) {
        this.watched.set(id, this.deps.pubsub.listen(sessionTopic(id), this.pokeRights));
      }
    }
  }

  async return(): Promise<IteratorResult<Answer>> {
    if (this.ended) return DONE;
    this.ended = true;
    this.wake?.();
    for (const stop of [...this.stopListening, ...this.watched.values()]) stop();
    this.watched.clear();
    this.deps.heartbeats.remove(this.id);
    if (this.started) {
      // Added (or failed to be) before it is removed.
      await this.started.catch(() => undefined);
      // A delete that fails (the database going away with the server) leaves a row that expires.
      await removeViewer(this.deps.db, this.id, this.roomId).catch(() => undefined);
    }
    return DONE;
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}
