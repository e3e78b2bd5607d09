import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type RowDescription = messages.RowDescriptionMessage;
type DataRow = messages.DataRowMessage;
type CommandComplete = messages.CommandCompleteMessage;
type Parser = (text: string, typeId: number) => unknown;

interface Statement {
  name: string;
  paramTypes: number[];
  /** Absent for a statement that returns no rows (an insert without `returning`). */
  rowDescription?: RowDescription;
}

/** Statements kept prepared; the least recently used one is closed past this. */
const MAX_STATEMENTS = 500;
/** Only plain reads and writes are kept; transaction control, `set`, `copy` take PGlite's path. */
const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * Longer texts are one-offs (a statement over thousands of ids): prepared, they would keep a large
 * plan in the database's memory for nothing. The longest the screens send are about 4 KB.
 */
const MAX_CACHED_TEXT = 16_384;
/** A statement the schema changed under, or one something deallocated: prepared again once. */
function isStale(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === '26000' || (code === '0A000' && /cached plan must not change/.test(message ?? ''))
  );
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/**
 * PGlite's `query` parses, plans and describes every statement anew and crosses into its wasm six
 * times (Parse, Describe, Bind, Describe, Execute, Sync), about a millisecond per query; Drizzle
 * sends the same few hundred texts over and over. Here each text is prepared once under a name and
 * then run with one crossing (Bind, Execute, Sync): about a tenth of the time. Results, errors,
 * notifications and the query lock are PGlite's own; only the protocol round trips are fewer.
 */
export function keepStatementsPrepared(client: PGlite, maxStatements = MAX_STATEMENTS): void {
  const statements = new Map<string, Statement>();
  const closing: string[] = [];
  let named = 0;
  const original: Query = client.query.bind(client) as Query;
  const originalTransaction = client.transaction.bind(client);

  const exec = (bytes: Uint8Array[]) =>
    client.execProtocolStream(Buffer.concat(bytes), { syncToFs: false });

  /** Parse under a name and describe it: the parameters' types and the rows' shape. */
  async function prepare(text: string): Promise<Statement> {
    named += 1;
    const name = `cached_${named}`;
    for (const [oldest, { name: oldestName }] of statements) {
      if (statements.size < maxStatements) break;
      statements.delete(oldest);
      closing.push(oldestName);
    }
    const closed = closing.splice(0);
    const replies = await exec([
      // The least recently used make room, closed in the same call. Closing a statement that is
      // already gone is no error: after a failed call they are closed again with the next one.
      ...closed.map((old) => protocol.serialize.close({ type: 'S', name: old })),
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]).catch((error: unknown) => {
      closing.push(...closed);
      throw error;
    });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(replies),
      rowDescription: replies.find(
        (reply): reply is RowDescription => reply.name === 'rowDescription',
      ),
    };
    statements.set(text, statement);
    return statement;
  }

  async function execute(statement: Statement, params: unknown[], options?: QueryOptions) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i];
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? serialize(param) : String(param);
    });
    const replies: BackendMessage[] = await exec([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    return toResults(
      replies,
      statement,
      (oid) => options?.parsers?.[oid] ?? client.parsers[oid],
      options?.rowMode,
    );
  }

  async function run(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    let statement = statements.get(text);
    try {
      if (statement) {
        // Most recently used last: the Map's order is the eviction order.
        statements.delete(text);
        statements.set(text, statement);
        try {
          return await execute(statement, params, options);
        } catch (error) {
          if (!isStale(error)) throw error;
          statements.delete(text);
          closing.push(statement.name);
        }
      }
      statement = await prepare(text);
      return await execute(statement, params, options);
    } catch (error) {
      if (error instanceof Error)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  const cacheable = (text: string, options?: QueryOptions) =>
    text.length <= MAX_CACHED_TEXT &&
    CACHEABLE.test(text) &&
    !options?.blob &&
    !options?.paramTypes;

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!cacheable(text, options)) return original(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  }) as PGlite['query'];

  // A transaction's queries run under the lock the transaction already holds.
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    originalTransaction((tx) => {
      const query = tx.query.bind(tx) as Query;
      const fast = Object.create(tx) as Transaction;
      fast.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!cacheable(text, options)) return query(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => run(text, params, options));
      }) as Transaction['query'];
      return callback(fast);
    })) as PGlite['transaction'];
}

/**
 * The rows as PGlite's `parseResults` gives them. Bind and Execute on a named statement do not
 * describe the rows again: the statement's description does. (PGlite's own copies its whole table of
 * parsers into a new object on every query: 6 % of this server's CPU in the bare-socket bench.)
 */
function toResults(
  replies: BackendMessage[],
  { rowDescription }: Statement,
  parserOf: (oid: number) => Parser | undefined,
  rowMode: QueryOptions['rowMode'],
): Results {
  const fields = (rowDescription?.fields ?? []).map(({ name, dataTypeID }) => ({
    name,
    dataTypeID,
  }));
  const parsers = fields.map(({ dataTypeID }) => parserOf(dataTypeID));
  const value = (text: string | null, i: number) => {
    const parser = parsers[i];
    return text === null || !parser ? text : parser(text, fields[i].dataTypeID);
  };
  const rows: Results['rows'] = [];
  const result: Results = { rows, fields, affectedRows: 0 };
  for (const reply of replies) {
    if (reply.name === 'dataRow') {
      const values = (reply as DataRow).fields.map(value);
      // In array mode a row is its values in order; PGlite's type says objects only.
      const row =
        rowMode === 'array'
          ? values
          : Object.fromEntries(fields.map(({ name }, n) => [name, values[n]]));
      rows.push(row as Results['rows'][number]);
    } else if (reply.name === 'commandComplete') {
      const words = (reply as CommandComplete).text.split(' ');
      const count = Number.parseInt(words[words.length - 1], 10);
      result.command = words[0];
      if (!Number.isNaN(count)) result.rowCount = count;
      if (CHANGES_ROWS.has(words[0])) result.affectedRows = count;
    }
  }
  return result;
}

const CHANGES_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);
