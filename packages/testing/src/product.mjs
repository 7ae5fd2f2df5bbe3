// The one place that starts the real product (Strapi with the API, the panel and both built front
// ends on one origin) as a child process: for the API suite, the browser tests, the size budgets,
// the benchmark and `npm start`. By default a test product: a fresh database (a temporary SQLite
// file, or a new uniquely named PostgreSQL database dropped afterwards), a temporary upload folder
// and a free loopback port, so tests never touch the developer's own data.
//
// Plain JavaScript (typed in product.d.mts) that loads nothing but Node's own modules when imported,
// nor do the modules it loads: Node scripts use it too, npm start before it has installed anything.
// This file is the entry callers import; the work is in databases.mjs (create, query, drop),
// database-templates.mjs (a test run's copies of a first start) and server-process.mjs (spawn, port,
// waiting for an answer, stop).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './cms-dir.mjs';
import { startProduct } from './server-process.mjs';
import { sharedProduct } from './shared-products.mjs';

export { TEST_POSTGRES_URL, createDatabase } from './databases.mjs';
export { dropTemplates } from './database-templates.mjs';
export { connectionPortRange, freePort, productReport, startProduct } from './server-process.mjs';
export { postTestControl, sharedProduct } from './shared-products.mjs';

/**
 * The product a browser test file works on: the run's shared seeded product on SQLite, reset to the
 * state it started in, or (outside a test run) one of its own. Either way stop() after the file.
 */
export async function productForTestFile() {
  return (await sharedProduct({ client: 'sqlite', seed: true })) ?? startProduct();
}

/** The demo sign-ins, as the CMS seeds them (defined once, in the CMS's seed folder). */
export const DEMO_ACCOUNTS = JSON.parse(
  readFileSync(path.join(CMS_DIR, 'src', 'seed', 'demo-accounts.json'), 'utf8'),
  (key, value) => (typeof value === 'object' ? Object.freeze(value) : value),
);
/** Back office (/AdminLogin). */
export const DEMO_ADMIN = DEMO_ACCOUNTS.backoffice;

/** A back-office bearer token from the running product's sign-in, for a test that writes as an administrator. */
export async function adminToken(url, credentials = DEMO_ADMIN) {
  const answer = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (answer.status !== 200)
    throw new Error(`Sign-in as ${credentials.email} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()).access_token;
}
/** Strapi panel (/admin). */
export const DEMO_SUPERADMIN = DEMO_ACCOUNTS.panel;
