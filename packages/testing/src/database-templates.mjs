// Database templates (test runs only)
//
// Most of a test product's start is Strapi making a new database: its tables, its admin roles and
// permissions, the accounts and the demo content. Within one test run (vitest's global set-up,
// test-run.mjs, sets BANK_TEST_DB_TEMPLATES) the first product of each kind is started on a
// new database and stopped; later ones start on a copy of it (a file copy, or PostgreSQL's CREATE
// DATABASE … TEMPLATE) with a copy of its upload folder: the same content a fresh start would write.
// Everything made is dropped when the run ends. `npm test` sets BANK_TEST_RUN_TEMPLATES for all its
// suites and the size budgets: they then share one folder of templates (dropped when npm test ends),
// so a browser suite starts on the template the API suite made; the first to need a kind makes it
// while the others wait for it.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_POSTGRES_URL, createDatabase, withPostgres } from './databases.mjs';

/** Settings that change what a first start writes: a product started with any of them gets a database of its own. */
const FIRST_START_SETTINGS =
  /^(TEST_NOW|NODE_ENV|SEED_\w+|SCHEDULED_TASKS|BACKOFFICE_\w+|DATABASE_\w+|PUBLIC_DIR|DELETED_MEDIA_\w+)$/;
const templatesMade = new Map();

/** The bank day in India: a template holds content dated by the day it was made. */
const bankDay = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

function templateKind({ client, seed, testSettings, env }) {
  const root = process.env.BANK_TEST_RUN_TEMPLATES || process.env.BANK_TEST_DB_TEMPLATES;
  if (!root || !existsSync(root) || !testSettings || !['sqlite', 'postgres'].includes(client)) return undefined;
  if (Object.keys(env).some((key) => FIRST_START_SETTINGS.test(key))) return undefined;
  return { root, key: `${client}-${seed ? 'seeded' : 'bare'}-${bankDay()}` };
}

/**
 * The template of this kind, made by a first start of `startProduct` when there is none yet (the server
 * process is handed in, as it asks for its template); undefined when templates are off.
 */
export async function templateFor(client, seed, testSettings, env, startProduct) {
  const kind = templateKind({ client, seed, testSettings, env });
  if (!kind) return undefined;
  const folder = path.join(kind.root, kind.key);
  const recordFile = path.join(folder, 'template.json');
  if (existsSync(recordFile)) return JSON.parse(readFileSync(recordFile, 'utf8'));
  if (!templatesMade.has(recordFile)) {
    const making = (async () => {
      // The folder is the claim: another process of the run that made it first is making this kind.
      if (!claim(folder)) return madeElsewhere(folder, recordFile);
      const db = await createDatabase(client);
      const publicDir = path.join(folder, 'public');
      try {
        const first = await startProduct({ database: db, publicDir, seed, template: false });
        await first.stop();
      } catch (error) {
        await db.drop();
        // Unclaimed again: a process waiting for it starts on a new database instead.
        rmSync(folder, { recursive: true, force: true });
        throw error;
      }
      const record = { client, publicDir, ...(client === 'sqlite' ? { file: db.file } : { name: db.name }) };
      writeFileSync(`${recordFile}.tmp`, JSON.stringify(record));
      renameSync(`${recordFile}.tmp`, recordFile);
      return record;
    })();
    templatesMade.set(recordFile, making);
    making.catch(() => templatesMade.delete(recordFile));
  }
  return templatesMade.get(recordFile);
}

/** True when this process made the folder (and so makes the template); false when it already existed. */
function claim(folder) {
  try {
    mkdirSync(folder);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/** How long a first start of another process may take before a process waiting for its template gives up. */
const MADE_ELSEWHERE_TIMEOUT_MS = 300_000;

/** The template another process is making, once its record is written; undefined if it gave up (start on a new database). */
async function madeElsewhere(folder, recordFile) {
  const deadline = Date.now() + MADE_ELSEWHERE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (existsSync(recordFile)) return JSON.parse(readFileSync(recordFile, 'utf8'));
    if (!existsSync(folder)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `No template in ${folder} after ${MADE_ELSEWHERE_TIMEOUT_MS / 1000} s: the process making it never finished`,
  );
}

/** Removes every template under `root` (vitest's global tear-down). */
export async function dropTemplates(root) {
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root)) {
    const recordFile = path.join(root, entry, 'template.json');
    if (!existsSync(recordFile)) continue;
    const record = JSON.parse(readFileSync(recordFile, 'utf8'));
    if (record.name)
      await withPostgres(TEST_POSTGRES_URL, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${record.name} WITH (FORCE)`),
      );
    if (record.file) rmSync(path.dirname(record.file), { recursive: true, force: true });
  }
  rmSync(root, { recursive: true, force: true });
}
