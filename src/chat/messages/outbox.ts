import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatMessage, Outgoing } from '../../dataProvider/chat';
import { ApiError } from '../../lib/api';

export type PendingState = 'sending' | 'waiting' | 'failed';

export interface Pending {
  clientId: string;
  message: Outgoing;
  state: PendingState;
  /** The server's refusal when it will not take the message as it is. */
  errors?: string[];
  queuedAt: number;
}

type Listener = () => void;
type SentListener = (message: ChatMessage) => void;
const RETRY_MS = 3000;

/**
 * Messages on their way. Each carries its client id, so sending it again after a failure the
 * browser could not tell apart from success never makes a second message. Without a network the
 * messages wait, in order, and go as soon as it is back; a message the server refuses (4xx) stays
 * with the server's errors until the worker discards it.
 */
class Outbox {
  private pending: Pending[] = [];
  private listeners = new Set<Listener>();
  private sentListeners = new Set<SentListener>();
  private flushing = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** What sends the messages: the data provider of the screen that last gave one. */
  private dataProvider: Pick<BackOfficeDataProvider, 'sendMessage'> | undefined;

  constructor() {
    if (typeof window !== 'undefined') window.addEventListener('online', () => void this.flush());
  }

  send(
    dataProvider: Pick<BackOfficeDataProvider, 'sendMessage'>,
    message: Omit<Outgoing, 'clientId'>,
  ) {
    this.dataProvider = dataProvider;
    const clientId = newClientId();
    this.pending = [
      ...this.pending,
      { clientId, message: { ...message, clientId }, state: 'sending', queuedAt: Date.now() },
    ];
    this.changed();
    void this.flush();
    return clientId;
  }

  discard(clientId: string) {
    this.pending = this.pending.filter((entry) => entry.clientId !== clientId);
    this.changed();
  }

  of(roomId: string) {
    return this.pending.filter((entry) => entry.message.roomId === roomId);
  }

  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  onSent(listener: SentListener) {
    this.sentListeners.add(listener);
    return () => void this.sentListeners.delete(listener);
  }

  /** Sends the waiting messages one by one, in the order they were written. */
  async flush() {
    const dataProvider = this.dataProvider;
    if (this.flushing || !dataProvider) return;
    this.flushing = true;
    clearTimeout(this.timer);
    try {
      for (;;) {
        const next = this.pending.find((entry) => entry.state !== 'failed');
        if (!next) return;
        this.update(next.clientId, { state: 'sending' });
        try {
          const stored = await dataProvider.sendMessage(next.message);
          this.pending = this.pending.filter((entry) => entry.clientId !== next.clientId);
          this.changed();
          for (const listener of this.sentListeners) listener(stored);
        } catch (error) {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            const body = error.body as { errors?: string[] } | null;
            this.update(next.clientId, {
              state: 'failed',
              errors: body?.errors ?? [error.message],
            });
            continue;
          }
          // No network or a server restarting: keep it, try again soon.
          this.update(next.clientId, { state: 'waiting' });
          this.timer = setTimeout(() => void this.flush(), RETRY_MS);
          return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private update(clientId: string, change: Partial<Pending>) {
    this.pending = this.pending.map((entry) =>
      entry.clientId === clientId ? { ...entry, ...change } : entry,
    );
    this.changed();
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}

function newClientId() {
  return crypto.randomUUID();
}

export const outbox = new Outbox();
