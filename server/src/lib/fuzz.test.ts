import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomIdOf } from '../../../contract/rules/roomIds.js';
import { addModerator } from '../test/chatFixtures.js';
import { fingerprinter } from '../test/fingerprint.js';
import { createHarness, graphql, type Harness } from '../test/harness.js';

/**
 * Hostile input on every write route and every mutation, as the most privileged caller, a worker
 * and a real user (the least privileged that may write): no answer is a 5xx or an internal error,
 * none shows SQL or a stack, and a refused request leaves every table as it was.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 160_016);
/** More runs locally: FUZZ_RUNS=200 npx vitest run ... */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** The most privileged, the worker of the fuzzed moderator (chat paths), and a real user. */
const IDENTITIES = ['SUPER_ADMIN', 'CHATTER', 'appUser'] as const;

const LEAKS =
  /Failed query|\bparams:|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bviolates\b|\bconstraint\b|node_modules|\.[jt]s:\d+|\bat [\w.<>]+ \(/i;

let nested: unknown = 'deep';
for (let depth = 0; depth < 2000; depth++) nested = { a: [nested] };

const hostileText = fc.constantFrom(
  'a\u0000b',
  'Hello there, how has your day been so far?\u0000 I would love to hear about it.',
  'x'.repeat(100_000),
  '',
  ' ',
  '😀'.repeat(400),
);
const hostileNumber = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1,
  0,
  1.5,
);
const hostileIdText = fc.constantFrom(
  '2096e0',
  '0x10',
  '+5',
  '-1',
  '1.0',
  ' 1',
  '99999999999',
  '0',
);
const hostileValue = fc.oneof(
  hostileText,
  hostileNumber,
  hostileIdText,
  fc.constantFrom<unknown>(null, true, [], {}, [1, 'a\u0000'], { a: 'b\u0000' }, nested),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

/** Plausible values, so that a hostile one among them reaches past the first check. */
const PLAUSIBLE: Record<string, unknown> = {
  email: 'fuzz@test.example',
  password: 'secret123',
  repeat_password: 'secret123',
  first_name: 'Fuzz',
  last_name: 'Test',
  name: 'Fuzz',
  display_name: 'Fuzz',
  message: 'Hello there, how are you?',
  notes: 'a note',
  online: true,
  isOnline: true,
  is_blocked: true,
  isAssigned: true,
  subscription_id: 1,
  age: 5,
  height: 1,
  language: [1],
  tags: [1],
  owner_id: 1,
  worker_id: 1,
  location: [10, 10],
  id: 1,
  type: 'C',
  invitation_key: 'key',
  is_admin_permission: false,
  is_chat_admin_permission: false,
  about: 'about',
  room_id: '1___m1x0x',
};

/** Mostly plausible bodies with one hostile field; sometimes no body or a hostile whole. */
const restBody = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.subarray(Object.keys(PLAUSIBLE), { minLength: 3 }),
        fc.constantFrom(...Object.keys(PLAUSIBLE)),
        hostileValue,
      )
      .map(([keys, key, value]) => ({
        ...Object.fromEntries(keys.map((name) => [name, PLAUSIBLE[name]])),
        [key]: value,
      })),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: hostileValue },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'text/plain',
    ),
  },
);

function requestOf(body: unknown, type: string) {
  if (body === undefined) return { headers: {}, payload: undefined };
  const json = JSON.stringify(body);
  if (type === 'application/json') return { headers: { 'content-type': type }, payload: json };
  const malformed = type.includes('boundary') ? `--x\r\nbroken\r\n${json}` : json;
  return { headers: { 'content-type': type }, payload: malformed };
}

/** Ids that name rows of the fuzzed world (the same after every reset: identities restart). */
const known = { ints: [1], texts: ['1'], room: '1___m2x0x' };

/** A value of the GraphQL type: plausible, or hostile where the type takes text or numbers. */
function argumentValue(
  name: string,
  type: GraphQLInputType,
  hostile: boolean,
): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return fc.array(argumentValue(name, inner.ofType, hostile), { maxLength: 3 });
  }
  const named = getNamedType(inner);
  const either = (plausible: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
    hostile ? bad : plausible;
  if (isEnumType(named)) {
    return either(fc.constantFrom(...named.getValues().map((v) => v.name)), hostileText);
  }
  switch (named.name) {
    case 'Int':
      return either(fc.constantFrom(...known.ints), fc.oneof(hostileNumber, fc.integer()));
    case 'Float':
      return either(fc.double({ min: -90, max: 90, noNaN: true }), hostileNumber);
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return either(
        /room/i.test(name) ? fc.constant(known.room) : fc.constantFrom(...known.texts),
        fc.oneof(hostileIdText, hostileText),
      );
    default:
      return either(fc.constantFrom(PLAUSIBLE.message, '2026-06', 'C'), hostileText);
  }
}

/** Variables for a field's arguments: all plausible but one, which is hostile. */
function variablesOf(args: readonly GraphQLArgument[]) {
  if (!args.length) return fc.constant({});
  return fc
    .integer({ min: 0, max: args.length - 1 })
    .chain((hostileIndex) =>
      fc.record(
        Object.fromEntries(
          args.map((arg, index) => [
            arg.name,
            argumentValue(arg.name, arg.type, index === hostileIndex),
          ]),
        ),
      ),
    );
}

function mutationOf(field: GraphQLField<unknown, unknown>) {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${arg.type}`);
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const args = passed.length ? `(${passed.join(', ')})` : '';
  const variables = declared.length ? `(${declared.join(', ')})` : '';
  return `mutation Fuzz${variables} { ${field.name}${args}${selection} }`;
}

describe('hostile input', () => {
  let h: Harness;
  let fingerprint: () => Promise<string>;
  /** Besides the harness' people: a moderator and the real user's room with them. */
  async function furnish() {
    const moderatorId = await addModerator(h, h.userIds.CHATTER);
    const opened = await graphql(
      h.app,
      h.headers.appUser,
      'mutation($m: Int!) { appStartChat(moderatorId: $m) { id } }',
      { m: moderatorId },
    );
    expect(opened.errors).toBeUndefined();
    const people = [...Object.values(h.userIds), moderatorId];
    known.ints = people;
    known.texts = [...people.map(String), roomIdOf(h.userIds.appUser, moderatorId)];
    known.room = roomIdOf(h.userIds.appUser, moderatorId);
    PLAUSIBLE.room_id = known.room;
    PLAUSIBLE.id = moderatorId;
  }
  async function reset() {
    await h.reset();
    await furnish();
  }
  beforeAll(async () => {
    h = await createHarness();
    await furnish();
    fingerprint = await fingerprinter(h.database);
  });
  afterAll(() => h.close());

  /** Runs one request; refused ones must change nothing. Answers whether it changed state. */
  async function check(
    label: string,
    run: () => Promise<{ status: number; text: string; refused: boolean }>,
  ) {
    const before = await fingerprint();
    const { status, text, refused } = await run();
    if (process.env.FUZZ_DEBUG) console.log(status, label, text.slice(0, 120));
    const context = `${label}: ${text.slice(0, 300)}`;
    expect(status, context).toBeLessThan(500);
    expect(text, context).not.toMatch(LEAKS);
    expect(text, context).not.toContain('INTERNAL_SERVER_ERROR');
    if (refused) expect(await fingerprint(), context).toBe(before);
    return !refused;
  }

  it('never fails or leaks on a write route, and a refusal changes no row', async () => {
    const routes = h.app.routeKeys.filter((key) => /^(POST|PUT|PATCH|DELETE) /.test(key));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      let changed = false;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...IDENTITIES),
          fc.oneof(fc.constantFrom(...known.texts), hostileIdText, hostileText),
          fc.constantFrom('', '?id=2096e0', '?id=1', '?country=99999999999', '?id=%00'),
          restBody,
          contentType,
          async (identity, id, query, body, type) => {
            const url = path.replace(/:\w+/g, encodeURIComponent(id)) + query;
            const { headers, payload } = requestOf(body, type);
            changed ||= await check(`${identity} ${method} ${url.slice(0, 80)}`, async () => {
              const response = await h.app.inject({
                method,
                url,
                headers: { ...h.headers[identity], ...headers },
                payload,
              });
              const status = response.statusCode;
              return { status, text: response.body, refused: status >= 400 };
            });
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (changed) await reset();
    }
  }, 120_000);

  it('never fails or leaks on a mutation, and a refusal changes no row', async () => {
    const mutations = Object.values(h.app.graphql.schema.getMutationType()?.getFields() ?? {});
    expect(mutations.length).toBeGreaterThan(20);
    for (const field of mutations) {
      const query = mutationOf(field);
      const variables = variablesOf(field.args);
      let changed = false;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...IDENTITIES), variables, async (identity, values) => {
          changed ||= await check(`${identity} ${field.name}`, async () => {
            const response = await h.app.inject({
              method: 'POST',
              url: '/graphql',
              headers: h.headers[identity],
              payload: { query, variables: values },
            });
            const errors = (response.json() as { errors?: unknown[] }).errors;
            return { status: response.statusCode, text: response.body, refused: Boolean(errors) };
          });
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      if (changed) await reset();
    }
  }, 120_000);
});
