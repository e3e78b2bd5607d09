import { graphql } from '../gql';
import { ApiError, apiFetch, type GraphqlError, graphqlFailure } from '../lib/api';
import { gql } from './graphql';

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

/**
 * The caller's draft kept on the server for the room; undefined when it could not be read, null
 * when the server keeps no drafts.
 */
async function loadChatDraft(roomId: string): Promise<string | null | undefined> {
  if (!serverKeepsDrafts) return null;
  try {
    return (await gql(CHAT_DRAFT, { roomId })).chatDraft?.text ?? '';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) return undefined;
    serverKeepsDrafts = false;
    return null;
  }
}

/**
 * A save outlives the page (`keepalive`): the text typed just before a reload or a closed tab is
 * kept too.
 */
async function saveChatDraft(roomId: string, text: string): Promise<void> {
  const result = await apiFetch<{ errors?: GraphqlError[] }>('/graphql', {
    method: 'POST',
    json: { query: String(SAVE_CHAT_DRAFT), variables: { roomId, text } },
    keepalive: true,
  });
  if (result.errors?.length) throw graphqlFailure(result.errors);
}

/** A chatter's drafts, kept on the server chat by chat as they are typed. */
export const draftMethods = { loadChatDraft, saveChatDraft };
