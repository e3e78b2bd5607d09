import {
  type ExecutionResult,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { subscribe } from './eventResults.js';

/** A source stream that records whether it was ended. */
function source(events: unknown[]) {
  const state = { returned: false };
  const iterator: AsyncIterableIterator<unknown> = {
    async next() {
      if (state.returned || !events.length) return { done: true, value: undefined };
      return { done: false, value: events.shift() };
    },
    async return() {
      state.returned = true;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return { iterator, state };
}

function schemaOver(stream: () => AsyncIterable<unknown>) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: GraphQLInt,
          args: { times: { type: GraphQLInt } },
          subscribe: () => stream(),
          resolve: (event: { n: number }, args: { times?: number }) => event.n * (args.times ?? 1),
        },
        broken: {
          type: GraphQLInt,
          subscribe: () => {
            throw new Error('no stream for you');
          },
        },
      },
    }),
  });
}

const results = async (stream: AsyncIterableIterator<ExecutionResult>, count: number) => {
  const seen = [];
  for (let i = 0; i < count; i += 1) seen.push(await stream.next());
  return seen;
};

describe('subscribe (graphql-js’s, lighter per stream)', () => {
  it('executes the operation on each event of the source, with its variables', async () => {
    const { iterator } = source([{ n: 1 }, { n: 2 }]);
    const stream = (await subscribe({
      schema: schemaOver(() => iterator),
      document: parse('subscription ($times: Int) { tick(times: $times) }'),
      variableValues: { times: 10 },
    })) as AsyncIterableIterator<ExecutionResult>;
    expect(await results(stream, 3)).toEqual([
      { done: false, value: { data: { tick: 10 } } },
      { done: false, value: { data: { tick: 20 } } },
      { done: true, value: undefined },
    ]);
  });

  it('ends its source when returned', async () => {
    const { iterator, state } = source([{ n: 1 }, { n: 2 }]);
    const stream = (await subscribe({
      schema: schemaOver(() => iterator),
      document: parse('subscription { tick }'),
    })) as AsyncIterableIterator<ExecutionResult>;
    expect(await stream.next()).toEqual({ done: false, value: { data: { tick: 1 } } });
    expect(await stream.return?.()).toEqual({ done: true, value: undefined });
    expect(state.returned).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it('answers the errors when the stream cannot be opened', async () => {
    const result = (await subscribe({
      schema: schemaOver(() => source([]).iterator),
      document: parse('subscription { broken }'),
    })) as ExecutionResult;
    expect(Symbol.asyncIterator in result).toBe(false);
    expect(result.errors?.map((error) => error.message)).toEqual(['no stream for you']);
  });

  it('ends its source when an error is thrown into it, and throws that error', async () => {
    const { iterator, state } = source([{ n: 1 }]);
    const stream = (await subscribe({
      schema: schemaOver(() => iterator),
      document: parse('subscription { tick }'),
    })) as AsyncIterableIterator<ExecutionResult>;
    await expect(stream.throw?.(new Error('stop'))).rejects.toThrow('stop');
    expect(state.returned).toBe(true);
  });
});
