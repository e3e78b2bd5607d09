import { graphql } from '../../gql';
import { useLiveRefresh } from '../../lib/useLiveRefresh';

/** The spec's interval for stories and moments, kept for a server without their event. */
export const POSTS_REFRESH_MS = 5000;

const POSTS_CHANGED = graphql(`
  subscription PostsChanged($userId: Int) {
    postsChanged(userId: $userId)
  }
`);

/**
 * The `refetchInterval` of a query showing `userId`'s stories or moments (anyone's without one):
 * read again at each change the server tells, polled only while it cannot tell.
 */
export const useLivePosts = (userId: number | null, queryKey: readonly unknown[]) =>
  useLiveRefresh(POSTS_CHANGED, { userId }, queryKey, POSTS_REFRESH_MS);
