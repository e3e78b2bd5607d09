import {
  ApolloClient,
  ApolloLink,
  type FetchResult,
  gql,
  HttpLink,
  InMemoryCache,
  type OperationVariables,
  split,
} from '@apollo/client/core';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import type { Client } from 'graphql-ws';
import type { TypedDocumentString } from '../gql/graphql';
import { API_URL, ApiError, forgetEarlyAnswers, type GraphqlError, graphqlFailure } from './api';
import { realtime } from './realtime';
import { getSession } from './session';
import { reportUnauthorized } from './unauthorized';

const isUnauthenticated = (errors: readonly GraphqlError[] | undefined) =>
  errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED') ?? false;

const signOutOn401 = onError(({ graphQLErrors, networkError }) => {
  const status = (networkError as { statusCode?: number } | undefined)?.statusCode;
  if (status === 401 || isUnauthenticated(graphQLErrors as readonly GraphqlError[] | undefined)) {
    reportUnauthorized();
  }
});

const withSession = setContext((_, { headers }) => {
  const key = getSession()?.key;
  return { headers: { ...headers, ...(key ? { Authorization: `Token ${key}` } : {}) } };
});

// Fetch is looked up at each request, so a page (or a test) that replaces it is heard.
const http = new HttpLink({
  uri: `${API_URL}/graphql`,
  fetch: (input, init) => fetch(input, init),
});

/**
 * A subscription's variables object is handed to the socket as it is (Apollo passes a copy), so
 * getters on it are read again each time graphql-ws re-sends the subscription after a reconnect.
 */
const liveVariables = new ApolloLink((operation, forward) => {
  const live = operation.getContext().liveVariables as OperationVariables | undefined;
  if (live) operation.variables = live;
  return forward(operation);
});

// Each request asks `realtime` for its connection: a closed one is replaced by a new one.
const socketLinks = new WeakMap<Client, GraphQLWsLink>();
const socket = new ApolloLink((operation) => {
  const { client } = realtime;
  let link = socketLinks.get(client);
  if (!link) {
    link = new GraphQLWsLink(client);
    socketLinks.set(client, link);
  }
  return link.request(operation);
});

const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

/**
 * The back-office's one GraphQL client: queries and mutations over HTTP, subscriptions over the
 * tab's one socket. Screens keep their data in react-admin's query cache, so Apollo's cache is not
 * used (`no-cache`): a result is handed over as the server sent it.
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    signOutOn401,
    split(
      isSubscription,
      ApolloLink.from([liveVariables, socket]),
      ApolloLink.from([withSession, http]),
    ),
  ]),
  cache: new InMemoryCache(),
  // A reading asked for after an event must not join one that began before it (it would answer
  // the older state); react-admin's query cache already shares readings that may be shared.
  queryDeduplication: false,
  defaultOptions: {
    query: { fetchPolicy: 'no-cache' },
    mutate: { fetchPolicy: 'no-cache' },
  },
});

function failure(error: unknown): unknown {
  const apollo = error as {
    graphQLErrors?: readonly GraphqlError[];
    networkError?: { statusCode?: number; result?: unknown } | null;
  };
  if (apollo.graphQLErrors?.length) return graphqlFailure(apollo.graphQLErrors);
  const status = apollo.networkError?.statusCode;
  if (status) return new ApiError(status, apollo.networkError?.result ?? null);
  return error;
}

/**
 * A query or mutation through Apollo; GraphQL errors are thrown as `ApiError` with the HTTP status
 * of their code, like the REST calls, so forms show their messages the same way. The document comes
 * from `graphql()` (src/gql), which types its result and variables from the contract.
 */
export async function graphqlCall<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables?: V,
): Promise<R> {
  const document = gql(String(source));
  const definition = getMainDefinition(document);
  const isMutation =
    definition.kind === 'OperationDefinition' && definition.operation === 'mutation';
  if (isMutation) forgetEarlyAnswers();
  try {
    const result = isMutation
      ? await apolloClient.mutate<R, V>({ mutation: document, variables })
      : await apolloClient.query<R, V>({ query: document, variables });
    if (!result.data) throw new ApiError(200, null);
    return result.data;
  } catch (error) {
    throw failure(error);
  }
}

export interface LiveSink<R> {
  next: (result: FetchResult<R>) => void;
  error?: (error: unknown) => void;
}

/**
 * A subscription on the tab's one socket; the returned function ends it. Its variables are read
 * each time it is sent, so a getter gives every reconnection a fresh value.
 */
export function subscribeLive<R, V extends OperationVariables>(
  source: TypedDocumentString<R, V>,
  variables: V,
  sink: LiveSink<R>,
): () => void {
  const subscription = apolloClient
    .subscribe<R, V>({
      query: gql(String(source)),
      variables,
      fetchPolicy: 'no-cache',
      context: { liveVariables: variables },
    })
    .subscribe({ next: sink.next, error: (error) => sink.error?.(error) });
  return () => subscription.unsubscribe();
}
