import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatementsPrepared } from './pgliteStatements.js';

// PGlite's own client under test: nothing to run against PostgreSQL.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'PGlite with its statements kept prepared',
  () => {
    // Each test starts from a copy of one database (creating a PGlite costs seconds, a copy less).
    let image: Blob;
    beforeAll(async () => {
      const template = new PGlite();
      await template.exec(
        'create table notes (id serial primary key, body text unique, at timestamptz)',
      );
      image = await template.dumpDataDir('none');
      await template.close();
    });

    let client: PGlite;
    beforeEach(async () => {
      client = new PGlite({ loadDataDir: image });
      await client.waitReady;
      keepStatementsPrepared(client, 3);
    });
    afterEach(() => client.close());

    const prepared = async () =>
      (
        await client.exec('select statement from pg_prepared_statements order by prepare_time')
      )[0].rows.map((row) => row.statement);

    it('prepares a text once and runs it again with new parameters', async () => {
      const text = 'select $1::int + 1 as next';
      for (const n of [1, 2, 3])
        expect((await client.query(text, [n])).rows).toEqual([{ next: n + 1 }]);
      expect(await prepared()).toEqual([text]);
    });

    it('answers as PGlite does: rows, fields, counts, parsers, array rows and nulls', async () => {
      const at = new Date('2026-01-02T03:04:05Z');
      const insert = 'insert into notes (body, at) values ($1, $2), ($3, $4)';
      expect(await client.query(insert, ['a', at, 'b', null])).toMatchObject({
        affectedRows: 2,
        rows: [],
      });
      const read = 'select id, body, at from notes order by id';
      expect(await client.query(read)).toMatchObject({
        rows: [
          { id: 1, body: 'a', at },
          { id: 2, body: 'b', at: null },
        ],
        fields: [
          { name: 'id', dataTypeID: 23 },
          { name: 'body', dataTypeID: 25 },
          { name: 'at', dataTypeID: 1184 },
        ],
      });
      const raw = await client.query(read, [], {
        rowMode: 'array',
        parsers: { 1184: (value) => value },
      });
      expect(raw.rows).toEqual([
        [1, 'a', '2026-01-02 03:04:05+00'],
        [2, 'b', null],
      ]);
      expect(await client.query('update notes set body = body || $1', ['!'])).toMatchObject({
        affectedRows: 2,
      });
    });

    it('throws PostgreSQL errors with their code and the query, and goes on', async () => {
      const insert = 'insert into notes (body) values ($1)';
      await client.query(insert, ['same']);
      const duplicate = await client.query(insert, ['same']).catch((error: unknown) => error);
      expect(duplicate).toMatchObject({ code: '23505', query: insert, params: ['same'] });
      const broken = await client
        .query('select nothing from notes')
        .catch((error: unknown) => error);
      expect(broken).toMatchObject({ code: '42703' });
      expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
      expect(await prepared()).not.toContain('select nothing from notes');
    });

    it('prepares a statement again when the table under it changed', async () => {
      const read = 'select * from notes';
      await client.query('insert into notes (body) values ($1)', ['x']);
      expect((await client.query(read)).fields).toHaveLength(3);
      await client.exec('alter table notes add column extra int default 7');
      expect((await client.query(read)).rows).toMatchObject([{ body: 'x', extra: 7 }]);
    });

    it('runs a one-off long statement without keeping it prepared', async () => {
      const ids = Array.from({ length: 3000 }, (_, i) => i + 1);
      const text = `select count(*)::int as n from notes where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`;
      expect((await client.query(text, ids)).rows).toEqual([{ n: 0 }]);
      expect(await prepared()).toEqual([]);
    });

    it('keeps only the most recently used statements prepared', async () => {
      for (const n of [1, 2, 3, 4, 5]) await client.query(`select ${n} as n`);
      await client.query('select 3 as n');
      await client.query('select 6 as n');
      expect((await prepared()).sort()).toEqual([
        'select 3 as n',
        'select 5 as n',
        'select 6 as n',
      ]);
    });

    it('runs a transaction’s queries prepared, and a rollback undoes them', async () => {
      const insert = 'insert into notes (body) values ($1)';
      await client
        .transaction(async (tx) => {
          await tx.query(insert, ['kept?']);
          expect((await tx.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 1 }]);
          throw new Error('undo');
        })
        .catch(() => undefined);
      expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
      await client.transaction((tx) => tx.query(insert, ['kept']));
      expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
      expect(await prepared()).toContain(insert);
    });

    it('delivers notifications sent by a prepared statement', async () => {
      const heard: string[] = [];
      await client.listen('news', (payload) => heard.push(payload));
      await client.query('select pg_notify($1, $2)', ['news', 'hello']);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard).toEqual(['hello']);
    });
  },
);
