// The databases of test products: a temporary SQLite file or a new, uniquely named PostgreSQL
// database, each with read-only SQL access for assertions and dropped afterwards; and the database
// `npm start` configures, which the harness leaves alone.
//
// The drivers come from the CMS's own install (createRequire from cms/package.json), so there is no
// second native build, and they load only when a database is used: importing this loads nothing
// but Node's own modules.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsRequire } from './cms-dir.mjs';

/** The PostgreSQL server that test databases are created on (and dropped from). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

function sqliteDatabase(template) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-db-'));
  const filename = path.join(dir, 'data.db');
  // A template closed cleanly: the file (and a write-ahead log, were one left) is the whole database.
  if (template)
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(template.file + suffix)) copyFileSync(template.file + suffix, filename + suffix);
  return sqliteFile(filename);
}

/** SQL access to the SQLite database in `filename`; drop() removes its folder. */
function sqliteFile(filename) {
  const dir = path.dirname(filename);
  return {
    client: 'sqlite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    file: filename,
    async query(sql, params = []) {
      const Database = cmsRequire('better-sqlite3');
      const db = new Database(filename, { readonly: true, fileMustExist: true });
      try {
        // $1, $2 … as on PostgreSQL become SQLite's numbered ?1, ?2 …, which bind by number.
        if (!/\$\d/.test(sql)) return db.prepare(sql).all(...params);
        return db
          .prepare(sql.replace(/\$(\d+)/g, '?$1'))
          .all(Object.fromEntries(params.map((value, index) => [index + 1, value])));
      } finally {
        db.close();
      }
    },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `work` with a connected pg client, and always disconnects it. */
export async function withPostgres(connectionString, work) {
  const { Client } = cmsRequire('pg');
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresDatabase(template) {
  const name = `bank_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withPostgres(TEST_POSTGRES_URL, (admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.name}` : ''}`),
  );
  return postgresNamed(name);
}

/** SQL access to the test database `name` on TEST_POSTGRES_URL's server; drop() drops it. */
function postgresNamed(name) {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    query: (sql, params = []) => withPostgres(url.toString(), async (client) => (await client.query(sql, params)).rows),
    async drop() {
      await withPostgres(TEST_POSTGRES_URL, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
    name,
  };
}

/**
 * A test database made earlier, possibly by another process, from what it `describe`s: SQLite's
 * file or PostgreSQL's database name.
 */
export function existingDatabase({ client, file, name }) {
  return withCount(client === 'postgres' ? postgresNamed(name) : sqliteFile(file));
}

/** What existingDatabase() needs to reach `db` from another process. */
export const describeDatabase = (db) => ({ client: db.client, file: db.file, name: db.name });

/** The database cms/config/database.ts and the environment choose (npm start: cms/.tmp/data.db). */
export function configuredDatabase() {
  const refuse = async () => {
    throw new Error('This product runs on the configured database, which the harness does not read');
  };
  return withCount({ client: 'configured', env: {}, query: refuse, drop: async () => {} });
}

/**
 * A fresh database of its own: 'sqlite' (a temporary file) or 'postgres' (a new database on
 * TEST_POSTGRES_URL), empty or a copy of a run's template, with SQL access for assertions. drop() removes it.
 */
export async function createDatabase(client = 'sqlite', template = undefined) {
  const database =
    client === 'postgres' ? await postgresDatabase(template) : client === 'sqlite' ? sqliteDatabase(template) : null;
  if (!database) throw new Error(`Unknown database client ${client}: 'sqlite' or 'postgres'`);
  return withCount(database);
}

function withCount(database) {
  return {
    ...database,
    count: async (table) => Number((await database.query(`SELECT count(*) AS n FROM ${table}`))[0].n),
  };
}
