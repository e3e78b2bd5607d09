import type { Client } from 'graphql-ws';
import { getSession } from '../authProvider/session';
import { queueRetryWaitMs } from '../layout/queueSubscription';
import { API_URL } from '../lib/api';
import { disposeClient } from '../lib/wsClient';
import { type ChatMessage, MESSAGE_FIELDS } from './chatCalls';

const PING_EVERY_MS = 10_000;
const PONG_WAIT_MS = 5_000;

export type FeedState = 'connecting' | 'live' | 'offline';
type MessageListener = (message: ChatMessage) => void;
export interface PhotoRequestChange {
  id: number;
  roomId: string;
  status: string;
}
type RequestListener = (change: PhotoRequestChange) => void;
type StateListener = (state: FeedState) => void;

/**
 * The session's one live message feed (graphql-ws `onNewMessage`). It remembers the last message
 * id it delivered, and after any drop (network, laptop sleep, server restart) it subscribes again
 * with `after` = that id, so the server sends exactly what was missed, in order; ids already
 * delivered are never delivered twice.
 */
class LiveFeed {
  private client: Client | null = null;
  private lastId: string | null = null;
  private messageListeners = new Set<MessageListener>();
  private stateListeners = new Set<StateListener>();
  private requestListeners = new Set<RequestListener>();
  private state: FeedState = 'offline';
  private retries = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  /** Listeners outside the chat workspace (the chatter's menu counter) keeping the feed open. */
  private holders = 0;

  /** The chat workspace has the feed open (start() until stop()). */
  private opened = false;
  /** The current connection resumed from a delivered id: the server replays what was missed. */
  private resumed = false;
  /** Counts the connections that went live, so a caller can tell whether one dropped meanwhile. */
  private connections = 0;

  /** Starts (once) from the newest id the caller knows, or live only when it knows none. */
  start(knownLastId: string | null) {
    this.opened = true;
    this.open(knownLastId);
  }

  private open(knownLastId: string | null) {
    if (knownLastId && (!this.lastId || Number(knownLastId) > Number(this.lastId))) {
      this.lastId = knownLastId;
    }
    if (this.client || this.timer) return;
    window.addEventListener('online', this.reconnectNow);
    window.addEventListener('offline', this.dropNow);
    void this.connect();
  }

  /**
   * Keeps the feed open while the caller needs it, on any page (the workspace's stop() then
   * leaves it running); the returned function lets go, and the feed closes when nobody needs it.
   */
  retain(): () => void {
    this.holders += 1;
    this.open(null);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      this.closeIfUnused();
    };
  }

  stop() {
    this.opened = false;
    this.closeIfUnused();
  }

  private closeIfUnused() {
    if (this.opened || this.holders > 0) return;
    this.generation += 1;
    clearTimeout(this.timer);
    this.timer = undefined;
    window.removeEventListener('online', this.reconnectNow);
    window.removeEventListener('offline', this.dropNow);
    disposeClient(this.client);
    this.client = null;
    this.lastId = null;
    this.setState('offline');
  }

  onMessage(listener: MessageListener) {
    this.messageListeners.add(listener);
    return () => void this.messageListeners.delete(listener);
  }

  /** Private-photo request decisions (A, R, C) as they happen. */
  onPhotoRequest(listener: RequestListener) {
    this.requestListeners.add(listener);
    return () => void this.requestListeners.delete(listener);
  }

  onState(listener: StateListener) {
    this.stateListeners.add(listener);
    listener(this.state);
    return () => void this.stateListeners.delete(listener);
  }

  get currentState() {
    return this.state;
  }

  /**
   * Whether the connection that went live resumed from a known id, so that every message stored
   * while the feed was away arrives on it (no gap for listeners to fill by reading again).
   */
  get replaysMissed() {
    return this.resumed;
  }

  /** The number of the live connection, or null while the feed is not live. */
  get liveConnection(): number | null {
    return this.state === 'live' ? this.connections : null;
  }

  private setState(state: FeedState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private reconnectNow = () => {
    if (this.state === 'live') return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.connect();
  };

  /** The browser says the network is gone: do not wait for the socket to notice. */
  private dropNow = () => {
    this.client?.terminate();
  };

  private async connect() {
    const generation = ++this.generation;
    disposeClient(this.client);
    this.setState('connecting');
    const { createClient } = await import('graphql-ws');
    if (generation !== this.generation) return;
    const base = API_URL || window.location.origin;
    // A silently dead connection (laptop sleep, lost Wi-Fi) answers no ping: end it after 5 s.
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    const client = createClient({
      url: `${base.replace(/^http/, 'ws')}/graphql`,
      retryAttempts: 0,
      keepAlive: PING_EVERY_MS,
      connectionParams: () => ({ authorization: `Token ${getSession()?.key ?? ''}` }),
      on: {
        connected: () => {
          if (generation !== this.generation) return;
          this.retries = 0;
          this.resumed = after !== null;
          this.connections += 1;
          this.setState('live');
        },
        ping: (received) => {
          if (!received) pongTimer = setTimeout(() => client.terminate(), PONG_WAIT_MS);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
        closed: () => clearTimeout(pongTimer),
      },
    });
    this.client = client;
    const after = this.lastId;
    const dropped = () => {
      if (generation !== this.generation) return;
      disposeClient(client);
      this.client = null;
      this.setState('offline');
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          void this.connect();
        },
        queueRetryWaitMs(this.retries++),
      );
    };
    client.subscribe<{ onNewMessage: ChatMessage }>(
      {
        query: `subscription Feed($after: ID) { onNewMessage(after: $after) { ${MESSAGE_FIELDS} } }`,
        variables: { after },
      },
      {
        next: ({ data }) => {
          if (!data || generation !== this.generation) return;
          const message = data.onNewMessage;
          if (this.lastId && Number(message.id) <= Number(this.lastId)) return;
          this.lastId = message.id;
          for (const listener of this.messageListeners) listener(message);
        },
        error: dropped,
        complete: dropped,
      },
    );
    client.subscribe<{ privatePhotoRequest: PhotoRequestChange }>(
      { query: 'subscription Requests { privatePhotoRequest { id roomId status } }' },
      {
        next: ({ data }) => {
          if (!data || generation !== this.generation) return;
          for (const listener of this.requestListeners) listener(data.privatePhotoRequest);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  }
}

export const liveFeed = new LiveFeed();
