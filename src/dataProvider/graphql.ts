import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentString } from '../gql/graphql';
import { takeEarlyGraphql } from '../lib/api';

/**
 * `graphqlCall` (src/lib/apollo.ts), its module loaded on the first call: nothing in the data
 * provider imports the GraphQL client statically, so screens that read only REST (the users list)
 * do not load Apollo.
 */
export async function gql<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables?: V,
): Promise<R> {
  // A landing screen's early answer (src/landingRequests.ts) needs no client: its first data
  // shows without waiting for Apollo's code to download.
  const early = await takeEarlyGraphql(String(source), variables ?? {});
  if (early) return early as R;
  return (await import('../lib/apollo')).graphqlCall(source, variables);
}
