import throttle from 'lodash/throttle.js';
import { graphql } from '../../gql';
import { ApiError, apiFetch, type GraphqlError, graphqlFailure } from '../../lib/api';
import { graphqlCall } from '../../lib/apollo';

/**
 * While a chatter types, a chat's draft is saved at most once a second (issue 21); the margin
 * keeps timers that fire a few milliseconds early (measured: 993 ms) within that.
 */
export const DRAFT_SAVE_INTERVAL_MS = 1_100;

const CHAT_DRAFT = graphql(`
  query ChatDraft($roomId: ID!) { chatDraft(roomId: $roomId) { text } }
`);

const SAVE_CHAT_DRAFT = graphql(`
  mutation SaveChatDraft($roomId: ID!, $text: String!) {
    saveChatDraft(roomId: $roomId, text: $text) { roomId }
  }
`);

/**
 * Drafts are this server's own addition to the spec's contract: a backend without them answers
 * the first reading with a validation error, and the box then keeps its text in the page only.
 */
let serverKeepsDrafts = true;

/** The caller's draft kept on the server for the room; undefined when it could not be read. */
export async function loadDraft(roomId: string): Promise<string | undefined> {
  if (!serverKeepsDrafts) return undefined;
  try {
    return (await graphqlCall(CHAT_DRAFT, { roomId })).chatDraft?.text ?? '';
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) serverKeepsDrafts = false;
    return undefined;
  }
}

/**
 * A save outlives the page (`keepalive`): the text typed just before a reload or a closed tab is
 * kept too.
 */
async function saveDraft(roomId: string, text: string): Promise<void> {
  const result = await apiFetch<{ errors?: GraphqlError[] }>('/graphql', {
    method: 'POST',
    json: { query: String(SAVE_CHAT_DRAFT), variables: { roomId, text } },
    keepalive: true,
  });
  if (result.errors?.length) throw graphqlFailure(result.errors);
}

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
    private readonly save: (roomId: string, text: string) => Promise<void> = saveDraft,
    private readonly interval = DRAFT_SAVE_INTERVAL_MS,
  ) {}

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
    if (!serverKeepsDrafts) return void this.remember(roomId, text);
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
