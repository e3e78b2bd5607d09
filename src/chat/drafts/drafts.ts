import throttle from 'lodash/throttle.js';

/**
 * While a chatter types, a chat's draft is saved at most once a second (issue 21); the margin
 * keeps timers that fire a few milliseconds early (measured: 993 ms) within that.
 */
export const DRAFT_SAVE_INTERVAL_MS = 1_100;

interface ChatDraftState {
  /** The text as typed last. */
  latest: string;
  /** The text the server holds, as far as this page knows. */
  saved: string;
  /** Saves of this chat run one after the other, so the last one to land is the last typed. */
  queue: Promise<void>;
  saving: number;
  save: ReturnType<typeof throttle>;
}

/** Keeps each chat's draft on the server while it is typed, throttled per chat. */
export class DraftSaver {
  private readonly chats = new Map<string, ChatDraftState>();

  constructor(
    private readonly save: (roomId: string, text: string) => Promise<void>,
    private readonly interval = DRAFT_SAVE_INTERVAL_MS,
  ) {}

  /** Whether the server keeps drafts at all (a backend without them: the page only). */
  private keptOnServer = true;

  /** The server keeps no drafts: from now on what is typed stays in the page. */
  noServerDrafts(): void {
    this.keptOnServer = false;
  }

  /** The room's text as this page knows it (typed or read back); undefined when unknown. */
  textOf(roomId: string): string | undefined {
    return this.chats.get(roomId)?.latest;
  }

  /** The text the server holds for the room, read when the chat opened. */
  remember(roomId: string, text: string): void {
    const chat = this.chat(roomId);
    chat.latest = text;
    chat.saved = text;
  }

  typed(roomId: string, text: string): void {
    if (!this.keptOnServer) return void this.remember(roomId, text);
    const chat = this.chat(roomId);
    chat.latest = text;
    chat.save();
  }

  /**
   * The text was sent: the server dropped its draft with the send. A save still under way could
   * land after that and bring the sent text back, so an empty one follows it.
   */
  sent(roomId: string): void {
    const chat = this.chat(roomId);
    chat.save.cancel();
    chat.latest = '';
    if (chat.saving > 0) this.enqueue(roomId, chat);
    else chat.saved = '';
  }

  /** Saves what waits for its turn now (the chatter leaves the chat or the page). */
  flush(): void {
    for (const chat of this.chats.values()) chat.save.flush();
  }

  private chat(roomId: string): ChatDraftState {
    let chat = this.chats.get(roomId);
    if (!chat) {
      const created: ChatDraftState = {
        latest: '',
        saved: '',
        queue: Promise.resolve(),
        saving: 0,
        save: throttle(() => this.enqueue(roomId, created), this.interval),
      };
      chat = created;
      this.chats.set(roomId, chat);
    }
    return chat;
  }

  private enqueue(roomId: string, chat: ChatDraftState): void {
    chat.saving += 1;
    chat.queue = chat.queue.then(async () => {
      const text = chat.latest;
      try {
        // Typed and then taken back: nothing to tell the server.
        if (text !== chat.saved) {
          await this.save(roomId, text);
          chat.saved = text;
        }
      } catch {
        // The chat closed under the writer (its deadline) or the network dropped: the text stays
        // in the box, and the next keystroke tries again.
      } finally {
        chat.saving -= 1;
      }
    });
  }
}
