import { createRequire } from 'node:module';
import path from 'node:path';
import { TEST_POSTGRES_URL } from '../../packages/testing/src/product.mjs';
import { CMS } from './steps.mjs';

/** Whether the PostgreSQL server for the second API pass answers (pg comes with the CMS). */
export async function postgresReachable() {
  const { Client } = createRequire(path.join(CMS, 'package.json'))('pg');
  const client = new Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { ok: true, url: TEST_POSTGRES_URL };
  } catch (error) {
    return { ok: false, url: TEST_POSTGRES_URL, reason: error.code || error.message };
  } finally {
    await client.end().catch(() => {});
  }
}
