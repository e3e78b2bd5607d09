import type { ChatMessage } from '../dataProvider/chat';
import { graphql } from '../gql';
import { subscribeLive } from '../lib/live';
import { type ConnectionState, realtime } from '../lib/realtime';

export type FeedState = ConnectionState;
type MessageListener = (message: ChatMessage) => void;
export interface PhotoRequestChange {
  id: number;
  roomId: string;
  status: string;
}
type RequestListener = (change: PhotoRequestChange) => void;
type StateListener = (state: FeedState) => void;

/**
 * The session's live message feed (`onNewMessage`) and photo-request decisions, on the tab's one
 * connection. It remembers the last message id it delivered, and after any drop (network, laptop
 * sleep, server restart) the connection subscribes again with `after` = that id, so the server
 * sends exactly what was missed, in order; ids already delivered are never delivered twice.
 */
class LiveFeed {
  private lastId: string | null = null;
  private readonly messageListeners = new Set<MessageListener>();
  private readonly stateListeners = new Set<StateListener>();
  private readonly requestListeners = new Set<RequestListener>();
  private state: FeedState = 'offline';
  /** Ends the subscriptions while the feed is open. */
  private release: (() => void) | null = null;
  /** Listeners outside the chat workspace (the chatter's menu counter) keeping the feed open. */
  private holders = 0;
  /** The chat workspace has the feed open (start() until stop()). */
  private opened = false;
  /** The current connection resumed from a delivered id: the server replays what was missed. */
  private resumed = false;

  /** Starts (once) from the newest id the caller knows, or live only when it knows none. */
  start(knownLastId: string | null) {
    this.opened = true;
    this.open(knownLastId);
  }

  private open(knownLastId: string | null) {
    if (knownLastId && (!this.lastId || Number(knownLastId) > Number(this.lastId))) {
      this.lastId = knownLastId;
    }
    if (!this.release) this.subscribe();
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
    if (this.opened || this.holders > 0 || !this.release) return;
    this.release();
    this.release = null;
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
    return this.release ? realtime.liveConnection : null;
  }

  private setState(state: FeedState) {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private subscribe() {
    const feed = this;
    // graphql-ws sends a subscription again after each reconnection, reading its variables then:
    // the getter makes it resume from the last id delivered, not the one it started from.
    const variables = {
      get after() {
        return feed.lastId;
      },
    };
    const stopFeed = subscribeLive(
      graphql(`subscription Feed($after: ID) { onNewMessage(after: $after) { ...MessageFields } }`),
      variables,
      {
        next: ({ data }) => {
          if (!data) return;
          const message = data.onNewMessage;
          if (this.lastId && Number(message.id) <= Number(this.lastId)) return;
          this.lastId = message.id;
          for (const listener of this.messageListeners) listener(message);
        },
      },
    );
    const stopRequests = subscribeLive(
      graphql(`subscription Requests { privatePhotoRequest { id roomId status } }`),
      {},
      {
        next: ({ data }) => {
          if (!data) return;
          for (const listener of this.requestListeners) listener(data.privatePhotoRequest);
        },
      },
    );
    const follow = (state: ConnectionState) => {
      if (state === 'live') this.resumed = this.lastId !== null;
      this.setState(state);
    };
    const stopStates = realtime.onState(follow);
    follow(realtime.currentState === 'live' ? 'live' : 'connecting');
    this.release = () => {
      stopFeed();
      stopRequests();
      stopStates();
    };
  }
}

export const liveFeed = new LiveFeed();
