import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatOfferReadiness } from '../db/schema.js';
import { scheduleJob } from '../lib/jobs.js';
import { QUEUE_CHANNEL } from '../queue/service.js';
import { autoOfferSetting, forgetSettings, SETTINGS_CHANNEL } from '../settings/service.js';
import { declineOffer, dispatchOffers, OFFER_CHANNEL, offerTopic } from './service.js';

/** How long a chatter stays available after the instance holding their subscription last said so. */
export const READY_FOR_MS = 30_000;
const REFRESH_READY_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's side of the auto-offer: its available chatters and its dispatches. */
    offerDesk: OfferDesk;
  }
}

/**
 * One per instance. A chatter is available while one of their `chatOffers` subscriptions is open
 * here (kept in `chat_offer_readiness`, refreshed so that a crashed instance's chatters lapse).
 * Dispatches follow every change to the queue, to the setting and to who is available, on every
 * instance, and a sweep takes back the offers whose time ran out.
 */
export class OfferDesk {
  private readonly open = new Map<number, number>();
  private dispatching: Promise<void> | null = null;
  private again = false;
  private readonly leaving = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  /** The chatter opened an offers subscription; the returned function closes it. */
  async join(workerId: number): Promise<() => Promise<void>> {
    const count = (this.open.get(workerId) ?? 0) + 1;
    this.open.set(workerId, count);
    if (count === 1) {
      await this.markReady([workerId]);
      this.requestDispatch();
    }
    let left = false;
    return async () => {
      if (left) return;
      left = true;
      const remaining = (this.open.get(workerId) ?? 1) - 1;
      if (remaining > 0) {
        this.open.set(workerId, remaining);
        return;
      }
      this.open.delete(workerId);
      const leaving = this.leave(workerId);
      this.leaving.add(leaving);
      await leaving.finally(() => this.leaving.delete(leaving));
    };
  }

  /** Runs a dispatch now, or once more after the one running (changes never wait for the sweep). */
  requestDispatch(): void {
    if (this.dispatching) {
      this.again = true;
      return;
    }
    this.dispatching = (async () => {
      try {
        do {
          this.again = false;
          await dispatchOffers(this.app.deps.database, this.app.deps.clock.now());
        } while (this.again);
      } catch (error) {
        this.app.log.error(error, 'offering chats failed');
      } finally {
        this.dispatching = null;
      }
    })();
  }

  /** Resolves once no dispatch and no chatter's leaving is under way here (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.dispatching || this.leaving.size) {
      await Promise.all([this.dispatching, ...this.leaving]);
    }
  }

  private async markReady(workerIds: number[]) {
    if (!workerIds.length) return;
    const readyUntil = new Date(this.app.deps.clock.now().getTime() + READY_FOR_MS);
    await this.app.deps.database.db
      .insert(chatOfferReadiness)
      .values(workerIds.map((workerId) => ({ workerId, readyUntil })))
      .onConflictDoUpdate({
        target: chatOfferReadiness.workerId,
        set: { readyUntil: sql`excluded.ready_until` },
      });
  }

  /** The chatter's last subscription here closed: no longer available, their offer goes on. */
  private async leave(workerId: number) {
    const { db } = this.app.deps.database;
    try {
      // Another instance holding one of theirs says so again at its next refresh.
      await db.delete(chatOfferReadiness).where(inArray(chatOfferReadiness.workerId, [workerId]));
      await declineOffer(db, null, workerId, this.app.deps.clock.now());
      this.requestDispatch();
    } catch (error) {
      this.app.log.error(error, 'closing an offers subscription failed');
    }
  }

  /** Starts following the database's notifications and the sweep; stops when the app closes. */
  async start(sweepMs: number) {
    const { database } = this.app.deps;
    const offers = await database.listen(OFFER_CHANNEL, (payload) => {
      for (const id of payload.split(',')) {
        this.app.pubsub.publish({ topic: offerTopic(Number(id)), payload: {} });
      }
    });
    // With auto-offer off only the sweep runs (it takes back offers made before it was turned off).
    const queue = await database.listen(QUEUE_CHANNEL, () => {
      autoOfferSetting(database.db).then(
        (setting) => setting.enabled && this.requestDispatch(),
        (error) => this.app.log.error(error, 'reading the auto-offer setting failed'),
      );
    });
    const settings = await database.listen(SETTINGS_CHANNEL, () => {
      forgetSettings(database.db);
      this.requestDispatch();
    });
    this.app.addHook('onClose', async () => {
      await Promise.all([offers(), queue(), settings()]);
      await this.settled();
    });
    scheduleJob(this.app, sweepMs, 'offering chats', async () => this.requestDispatch());
    scheduleJob(this.app, REFRESH_READY_MS, 'keeping chatters available', () =>
      this.markReady([...this.open.keys()]),
    );
  }
}
