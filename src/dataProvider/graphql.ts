import type { graphqlCall } from '../lib/apollo';

/**
 * `graphqlCall` (src/lib/apollo.ts), its module loaded on the first call: nothing in the data
 * provider imports the GraphQL client statically, so screens that read only REST (the users list)
 * do not load Apollo.
 */
export const gql: typeof graphqlCall = async (source, variables) =>
  (await import('../lib/apollo')).graphqlCall(source, variables);
