import { performance } from 'node:perf_hooks';
import { getIntrospectionQuery, parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstEvent, listenWs } from '../test/graphqlWs.js';
import { createHarness, type Harness, type Identity } from '../test/harness.js';
import { BUDGET, BUDGET_EXCEEDED, costErrors } from './budget.js';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await createHarness();
  wsUrl = await listenWs(h.app);
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const USER_FIELDS = 'id email fullName display_name isOnline sign_up age gender country roles';
const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const nested = (depth: number) => `{ ${'user(id: 1) { '.repeat(depth)}id${' }'.repeat(depth)} }`;
const MESSAGE_FIELDS = `id roomId userId fromModerator messageType content url video
  gift { id giftName picture } latitude longitude privatePhotoRequestId requestStatus ir isDeleted
  clientId timestamp senderWorkerId receiverWorkerId`;
/** Ten full history pages cost more than the budget; ten pages of ten do not. */
const HISTORY = `query($r: ID!, $l: Int) { ${Array.from(
  { length: 10 },
  (_, i) => `h${i}: messagesForWorkers(roomId: $r, limit: $l) { ${MESSAGE_FIELDS} }`,
).join(' ')} }`;

async function post(as: Identity, query: string, variables?: Record<string, unknown>) {
  const started = performance.now();
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: h.headers[as],
    payload: { query, variables },
  });
  const body = response.json() as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return { status: response.statusCode, ms: performance.now() - started, ...body };
}

async function expectRefused(query: string, variables?: Record<string, unknown>, as = 'CHATTER') {
  const result = await post(as as Identity, query, variables);
  expect(result.status).toBe(400);
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0].extensions?.code).toBe(BUDGET_EXCEEDED);
  expect(result.data ?? null).toBeNull();
  return result;
}

describe('the budget of a GraphQL operation over HTTP', () => {
  it('refuses 1,000 aliases of a full user page at once, before anything runs', async () => {
    const result = await expectRefused(
      aliases(1_000, `userListing(limit: 100) { count results { ${USER_FIELDS} } }`),
    );
    console.info(`1,000 aliases of userListing(limit: 100) refused in ${result.ms.toFixed(1)} ms`);
    expect(result.ms).toBeLessThan(1_000);
  });

  it('refuses 1,000 aliases of a counter, a 200-deep query and a long document', async () => {
    for (const query of [
      aliases(1_000, 'chatsInQueueCount'),
      aliases(BUDGET.aliases + 1, 'chatsInQueueCount'),
      nested(200),
      nested(BUDGET.depth + 1),
      `{ chatsInQueueCount ${'__typename '.repeat(BUDGET.tokens)} }`,
    ]) {
      const result = await expectRefused(query);
      expect(result.ms).toBeLessThan(1_000);
    }
  });

  it('counts root fields by answer key, fragments and inline fragments included', async () => {
    const names = ['chatsInQueueCount', 'chatQueueSettings { isAllowed }', 'usersAdmins { id }'];
    const fields = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `r${from + i}: ${names[(from + i) % 3]}`).join(' ');
    const half = Math.ceil((BUDGET.rootFields + 1) / 2);
    await expectRefused(
      `query { ...Some ... on Query { ${fields(half, BUDGET.rootFields + 1 - half)} } }
       fragment Some on Query { ${fields(0, half)} }`,
      undefined,
      'ADMIN',
    );
    // The same field asked twice under one key runs once.
    const same = await post('ADMIN', `{ ${'chatsInQueueCount '.repeat(BUDGET.rootFields + 5)} }`);
    expect(same.errors).toBeUndefined();
  });

  it('refuses a pile of directives', async () => {
    await expectRefused(
      `{ chatsInQueueCount ${'@include(if: true) '.repeat(BUDGET.directives + 1)} }`,
    );
  });

  it('prices lists by the page asked, from literals and variables alike', async () => {
    await expectRefused(HISTORY, { r: '1___2', l: 100 });
    await expectRefused(HISTORY, { r: '1___2' });
    const small = await post('CHATTER', HISTORY, { r: '1___2', l: 10 });
    expect(small.errors?.[0]?.extensions?.code).not.toBe(BUDGET_EXCEEDED);
    // The first variables cannot open the way for the next: Mercurius caches the document.
    await expectRefused(HISTORY, { r: '1___2', l: 100 });
    await expectRefused(
      aliases(15, `userListing(limit: 100) { count results { ${USER_FIELDS} } }`),
      undefined,
      'ADMIN',
    );
  });

  it('prices a list argument by its length, whatever the same document was sent with before', async () => {
    const STORIES =
      'query($ids: [Int!]!) { allUserMultiStories(userIds: $ids) { userId stories { id } } }';
    const many = Array.from({ length: 2000 }, (_, i) => i + 1);
    const few = many.slice(0, 10);
    expect((await post('ADMIN', STORIES, { ids: few })).errors).toBeUndefined();
    await expectRefused(STORIES, { ids: many }, 'ADMIN');
    expect((await post('ADMIN', STORIES, { ids: few })).errors).toBeUndefined();
    // Variables that do not fit price nothing, and must not stand for fitting ones of that shape.
    const document = parse(STORIES);
    const costOf = (ids: unknown[]) => costErrors(h.app.graphql.schema, document, { ids });
    expect(costOf(many.map(() => 'x'))).toEqual([]);
    expect(costOf(many)[0]?.extensions?.code).toBe(BUDGET_EXCEEDED);
  });

  it('still answers the largest real list at once', async () => {
    const result = await post(
      'ADMIN',
      `query($l: Int) { userListing(limit: $l) { count results { ${USER_FIELDS} } } }`,
      { l: 100 },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.userListing).toMatchObject({ count: 1 });
  });
});

describe('introspection and suggestions', () => {
  const SCHEMA = '{ __schema { queryType { name } } }';
  const TYPE = '{ __type(name: "Query") { fields { name } } }';

  it('are refused to anonymous callers and real users', async () => {
    for (const as of ['anonymous', 'appUser'] as const) {
      for (const query of [
        SCHEMA,
        TYPE,
        `query { chatsInQueueCount ...on Query { ${TYPE.slice(1)} }`,
      ]) {
        const result = await post(as, query);
        expect(result.status, `${as} ${query}`).toBe(400);
        expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
        expect(result.data ?? null).toBeNull();
      }
      const typo = await post(as, '{ userListin { count } }');
      expect(typo.status).toBe(400);
      expect(typo.errors?.[0].message).toBe('Cannot query field "userListin" on type "Query".');
      const badEnum = await post(
        as,
        'query($d: PhotoDecision!) { privatePhotoDecision(roomId: "1", requestId: 1, decision: $d) { id } }',
        { d: 'APPROVE' },
      );
      expect(badEnum.errors?.[0].message).not.toMatch(/Did you mean/);
      expect(badEnum.errors?.[0].message).toMatch(/PhotoDecision/);
    }
  });

  it('are given to staff, the whole introspection query within the budget', async () => {
    for (const as of ['REGULAR', 'CHATTER', 'SUPER_ADMIN'] as const) {
      const result = await post(as, getIntrospectionQuery());
      expect(result.errors, as).toBeUndefined();
      expect(result.data?.__schema).toMatchObject({ queryType: { name: 'Query' } });
      const typo = await post(as, '{ userListin { count } }');
      expect(typo.errors?.[0].message).toMatch(/Did you mean "userListing"/);
    }
  });

  it('stay refused after staff had the same document answered (the cache)', async () => {
    expect((await post('ADMIN', SCHEMA)).errors).toBeUndefined();
    expect((await post('anonymous', SCHEMA)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the budget on subscriptions (graphql-ws)', () => {
  const refusalOf = async (as: Identity, query: string) => {
    const error = await firstEvent(wsUrl, h.headers[as].authorization, query, async () => 0).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    return (error as { extensions?: { code?: string }; message: string }[])[0];
  };

  it('refuses what HTTP refuses, and gives real users no suggestions', async () => {
    for (const query of [
      `subscription ${aliases(BUDGET.aliases + 1, 'queueChanged')}`,
      `subscription { ${'onNewMessage { '.repeat(BUDGET.depth + 1)}id${' }'.repeat(BUDGET.depth + 1)} }`,
      `subscription { queueChanged ${'__typename '.repeat(BUDGET.tokens)} }`,
    ]) {
      expect((await refusalOf('ADMIN', query))?.extensions?.code).toBe(BUDGET_EXCEEDED);
    }
    const typo = await refusalOf('appUser', 'subscription { onNewMesage { id } }');
    expect(typo?.message).not.toMatch(/Did you mean/);
  });
});

describe('a hostile client over a real socket', () => {
  it('leaves /healthz and a normal list answering while 20 huge requests arrive at once', async () => {
    const base = wsUrl.replace(/^ws/, 'http').replace(/\/graphql$/, '');
    const timed = async (url: string, init?: RequestInit) => {
      const started = performance.now();
      const response = await fetch(url, init);
      await response.text();
      return { status: response.status, ms: performance.now() - started };
    };
    const graphqlCall = (as: Identity, query: string) =>
      timed(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...h.headers[as] },
        body: JSON.stringify({ query }),
      });
    const hostile = aliases(1_000, `userListing(limit: 100) { count results { ${USER_FIELDS} } }`);
    const attacks = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        graphqlCall('CHATTER', i % 2 ? hostile : aliases(1_000, 'chatsInQueueCount')),
      ),
    );
    const [health, list] = await Promise.all([
      timed(`${base}/healthz`),
      graphqlCall('ADMIN', `{ userListing(limit: 100) { count results { ${USER_FIELDS} } } }`),
    ]);
    const refused = await attacks;
    console.info(
      `during 20 hostile requests: /healthz ${health.ms.toFixed(0)} ms, list ${list.ms.toFixed(0)} ms;`,
      `slowest refusal ${Math.max(...refused.map((r) => r.ms)).toFixed(0)} ms`,
    );
    expect(health.status).toBe(200);
    expect(list.status).toBe(200);
    expect(refused.every((attack) => attack.status === 400)).toBe(true);
    expect(Math.max(health.ms, list.ms)).toBeLessThan(2_000);
  });
});
