import { randomBytes } from 'crypto';
import { mkdtempSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import Database from 'better-sqlite3';
import { Client } from 'pg';

/** Which database this test run uses: TEST_DATABASE=sqlite (default) or postgres. */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database of its own for one test server, and direct SQL access to it for assertions. */
export interface TestDatabase {
  client: 'sqlite' | 'postgres';
  env: Record<string, string>;
  count(table: string): Promise<number>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `bank_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(POSTGRES_ADMIN_URL, name);
  const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url },
    query,
    count: async (table) => Number((await query(`SELECT count(*) AS n FROM ${table}`))[0].n),
    async drop() {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-db-'));
  const filename = path.join(dir, 'data.db');
  const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const db = new Database(filename, { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql.replace(/\$\d+/g, '?')).all(...params) as T[];
    } finally {
      db.close();
    }
  };
  return {
    client: 'sqlite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename },
    query,
    count: async (table) => Number((await query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0].n),
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const createTestDatabase = (): Promise<TestDatabase> =>
  TEST_DATABASE === 'postgres' ? createPostgresDatabase() : Promise.resolve(createSqliteDatabase());
