import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseBin as binOf } from '../statistics/histogram.js';
import { openTestDatabase } from '../test/testDatabase.js';
import { applyFunctions, functionFiles, functionsFolder } from './migrate.js';
import { openDatabase } from './open.js';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let changedFolder: string;
beforeAll(async () => {
  database = await openTestDatabase();
  changedFolder = mkdtempSync(path.join(tmpdir(), 'functions-'));
  cpSync(functionsFolder, changedFolder, { recursive: true });
});
afterAll(async () => {
  rmSync(changedFolder, { recursive: true, force: true });
  await database.dispose();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The functions of the public schema the database runs (not an extension's), by name. */
const liveFunctions = () =>
  rows<{ name: string; body: string }>(sql`
    select p.proname as name, p.prosrc as body
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);

const liveBodies = async () => new Map((await liveFunctions()).map((f) => [f.name, f.body]));

/** A function file's name and body (between its dollar quotes), as the database stores them. */
function parse(text: string) {
  const name = /CREATE OR REPLACE FUNCTION "(\w+)"/.exec(text)?.[1];
  const body = text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));
  return { name, body };
}

const responseBin = async (seconds: number) =>
  (await rows<{ bin: number }>(sql`select response_bin(${seconds}::float8) as bin`))[0].bin;

describe('the SQL function files', () => {
  it('are what the database runs after the migrations, one file per function', async () => {
    const files = functionFiles().map((file) => ({ file: file.name, ...parse(file.text) }));
    for (const { file, name } of files) expect(`${name}.sql`).toBe(file);
    // Names may repeat: an overload left behind by a changed parameter list would show here.
    const names = (await liveFunctions()).map((f) => f.name).sort();
    expect(names).toEqual(files.map((file) => file.name));
    const live = await liveBodies();
    for (const { name, body } of files) expect(live.get(name as string), name).toBe(body);
  });

  it('bin answer times as the statistics code does (response_bin.sql and responseBin)', async () => {
    const seconds = [0, 0.04, 0.1, 0.35, 1, 2.5, 3.99, 4, 4.1, 59.9, 61, 3_600, 7_321, 86_400, 9e6];
    for (const value of seconds) expect(await responseBin(value), `${value}`).toBe(binOf(value));
  });

  it('apply a changed file, and applying twice, or twice at once, changes nothing more', async () => {
    const file = path.join(changedFolder, 'response_bin.sql');
    const changed = readFileSync(file, 'utf8').replace(/\$\$[\s\S]*\$\$/, () => '$$ SELECT 7 $$');
    writeFileSync(file, changed);
    expect(await responseBin(100)).toBe(171);
    await applyFunctions(database.db, changedFolder);
    expect(await responseBin(100)).toBe(7);
    expect((await liveBodies()).get('response_bin')).toBe(' SELECT 7 ');

    const before = await liveBodies();
    await applyFunctions(database.db, changedFolder);
    expect(await liveBodies()).toEqual(before);

    await Promise.all([applyFunctions(database.db), applyFunctions(database.db)]);
    await applyFunctions(database.db);
    expect(await responseBin(100)).toBe(171);
    const live = await liveBodies();
    for (const { text } of functionFiles()) {
      const { name, body } = parse(text);
      expect(live.get(name as string), name).toBe(body);
    }
  });
});

// PGlite has one process per data directory; PostgreSQL may see several instances start at once.
describe.skipIf(!process.env.DATABASE_URL)('instances starting at once', () => {
  it('migrate a new PostgreSQL database one after another, all of them successfully', async () => {
    const baseUrl = process.env.DATABASE_URL as string;
    const name = `t_start_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })),
      );
      const { rows } = await (opened[0].driver as pg.Pool).query(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      await Promise.all(opened.map((database) => database.close()));
      const journal = JSON.parse(
        readFileSync(path.join(functionsFolder, '../meta/_journal.json'), 'utf8'),
      );
      expect(rows[0].n).toBe(journal.entries.length);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
