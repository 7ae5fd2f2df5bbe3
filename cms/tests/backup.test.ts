import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@bank/shared';
import {
  createDatabase,
  startProduct,
  type ProductDatabase,
  type RunningProduct,
} from '../../packages/testing/src/product.mjs';
import { LIST_RESOURCES } from '../src/resources';
import { PUBLIC_READS } from '../src/reads/public-reads';
import { apiClient, DEMO_ADMIN, DEMO_SUPERADMIN, type ApiClient } from './support/api';
import { imageFile } from './support/fixtures';
import { TEST_DATABASE } from './support/server';

const ROOT = path.resolve(__dirname, '..', '..');
const KEY = 'a-backup-key-of-the-bank-2026';
const work = mkdtempSync(path.join(os.tmpdir(), 'bank-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
}

/**
 * `npm run backup` / `npm run restore` as an operator runs them, against a database and an upload
 * folder: without NODE_ENV (the commands take development, as npm start does) unless `env` sets it.
 */
function run(
  script: 'backup' | 'restore',
  args: string[],
  target: { db: ProductDatabase; publicDir: string },
  key?: string,
  extra: Record<string, string> = {},
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.db.env, PUBLIC_DIR: target.publicDir, ...extra };
  if (!extra.NODE_ENV) delete env.NODE_ENV;
  delete env.BACKUP_KEY;
  if (key) env.BACKUP_KEY = key;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${script}.mjs`), ...args], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** Every file of an upload folder and its SHA-256. */
const uploadedBytes = (uploadsDir: string) =>
  Object.fromEntries(
    readdirSync(uploadsDir)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => [name, sha256(path.join(uploadsDir, name))]),
  );

/** Every back-office list, the inbox included, as an administrator of that server reads it. */
async function adminAnswers(baseUrl: string, adminToken: string) {
  const answers: Record<string, string> = {};
  for (const read of [
    ...LIST_RESOURCES.map((resource) => `/api/admin/${resource.rule.path}`),
    '/api/admin/contactus',
  ]) {
    const response = await fetch(`${baseUrl}${read}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(response.status, read).toBe(200);
    answers[read] = await response.text();
  }
  return answers;
}

/** Each public GET the site makes (every list, every page slug) and the exact bytes it answers. */
async function publicAnswers(baseUrl: string, slugs: string[]) {
  const paths = [
    ...Object.keys(PUBLIC_READS).filter((read) => !read.endsWith('/pages')),
    ...slugs.map((slug) => `/api/pages?slug=${slug}`),
  ];
  const answers: Record<string, string> = {};
  for (const read of paths) {
    const response = await fetch(`${baseUrl}${read}`);
    answers[read] = `${response.status} ${await response.text()}`;
  }
  return answers;
}

/** A table's row count as a backup's output lists it: `  <table> <rows>  <owner>`. */
/** Strapi's own tables a backup carries, as listed when Strapi 5.54 was taken on (docs/architecture.md, Upgrading Strapi). */
const STRAPI_TABLES_CARRIED = [
  'admin_permissions',
  'admin_permissions_api_token_lnk',
  'admin_permissions_role_lnk',
  'admin_roles',
  'admin_users',
  'admin_users_roles_lnk',
  'files',
  'files_folder_lnk',
  'files_related_mph',
  'i18n_locale',
  'strapi_ai_localization_jobs',
  'strapi_ai_metadata_jobs',
  'strapi_api_token_permissions',
  'strapi_api_token_permissions_token_lnk',
  'strapi_api_tokens',
  'strapi_api_tokens_admin_user_owner_lnk',
  'strapi_core_store_settings',
  'strapi_history_versions',
  'strapi_release_actions',
  'strapi_release_actions_release_lnk',
  'strapi_releases',
  'strapi_transfer_token_permissions',
  'strapi_transfer_token_permissions_token_lnk',
  'strapi_transfer_tokens',
  'strapi_webhooks',
  'strapi_workflows',
  'strapi_workflows_stage_required_to_publish_lnk',
  'strapi_workflows_stages',
  'strapi_workflows_stages_permissions_lnk',
  'strapi_workflows_stages_workflow_lnk',
  'up_permissions',
  'up_permissions_role_lnk',
  'up_roles',
  'up_users',
  'up_users_role_lnk',
];

const listedRows = (output: string, table: string) =>
  Number(new RegExp(`\\]\\s+${table}\\s+(\\d+)\\s`).exec(output)?.[1]);

/** A fresh database of that kind, or null when no PostgreSQL server answers. */
async function freshDatabase(client: 'sqlite' | 'postgres'): Promise<ProductDatabase | null> {
  try {
    return await createDatabase(client);
  } catch (error) {
    if (client === 'postgres') return null;
    throw error;
  }
}

const ACCOUNTS =
  'SELECT id, email, password FROM admin_users UNION ALL SELECT id, email, password FROM up_users ORDER BY 2';

describe('a backup with NODE_ENV=production', () => {
  it('refuses to write an unencrypted archive without BACKUP_KEY: a message, exit 1, no file', async () => {
    const db = await createDatabase('sqlite');
    const publicDir = mkdtempSync(path.join(work, 'public-'));
    const archive = path.join(work, 'unencrypted', 'site.jsonl.gz');
    try {
      const refused = await run('backup', [archive], { db, publicDir }, undefined, { NODE_ENV: 'production' });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'Refusing to write an unencrypted backup with NODE_ENV=production: set BACKUP_KEY',
      );
      expect(existsSync(path.dirname(archive))).toBe(false);
      // Refused before Strapi was loaded: not even the database file was made.
      expect(existsSync(db.env.DATABASE_FILENAME)).toBe(false);
    } finally {
      await db.drop();
    }
  });
});

describe('backup and restore', () => {
  let source: RunningProduct;
  let sourceApi: ApiClient;
  let token: string;
  const archive = path.join(work, 'site.jsonl.gz.enc');
  let backup: Run;
  let slugs: string[];

  beforeAll(async () => {
    source = await startProduct({ database: TEST_DATABASE, seed: true });
    sourceApi = apiClient(source.url);
    token = await sourceApi.login();
    // Content changed through the API, as an administrator would: an upload, an edit, a deletion (a gap in the ids).
    expect(
      (
        await sourceApi.form(
          'POST',
          '/api/admin/deposits',
          { name: 'Tax Saver FD', details: 'Five years, 80C.', interest_rate: '7.1', image: await imageFile('png') },
          token,
        )
      ).status,
    ).toBe(201);
    const [job] = (await sourceApi.get('/api/jobs')).body;
    expect(
      (await sourceApi.json('PUT', `/api/admin/jobs/${job.id}`, { ...job, designation: 'Scale IV Officer' }, token))
        .status,
    ).toBe(200);
    for (const name of ['Meera Joshi', 'Anil Deshpande']) {
      expect(
        (
          await sourceApi.json('POST', '/api/contactus', {
            name,
            email: 'member@example.com',
            phone: '9822012345',
            subject: 'Locker',
            message: 'Is a locker free?',
          })
        ).status,
      ).toBe(201);
    }
    const [award] = (await sourceApi.get('/api/awards')).body;
    expect([200, 204]).toContain((await sourceApi.del(`/api/admin/awards/${award.id}`, token)).status);
    slugs = (await source.query<{ slug: string }>('SELECT DISTINCT slug FROM pages ORDER BY slug')).map(
      (row) => row.slug,
    );

    backup = await run('backup', [archive], { db: source.db, publicDir: path.dirname(source.uploadsDir) }, KEY);
    expect(backup.code, backup.output).toBe(0);
  });
  afterAll(() => source?.stop());

  it('prints what the archive holds: rows per table, files, sizes', () => {
    expect(backup.output).toContain('encrypted with BACKUP_KEY');
    expect(listedRows(backup.output, 'deposits')).toBeGreaterThan(0);
    expect(listedRows(backup.output, 'admin_users')).toBe(1);
    expect(backup.output).toMatch(/\d+ rows in \d+ tables, \d+ files \([\d.]+ MB\); archive [\d.]+ MB/);
    expect(backup.output).not.toMatch(/strapi_sessions|strapi_migrations|rate_limits/);
  });

  it("carries exactly the Strapi tables chosen for it: a new one of Strapi's is a decision to make", () => {
    // Strapi's own tables (the panel, users-permissions, uploads, i18n, its store): an upgrade that
    // adds one (another session table, say) fails here until it is listed here or in SKIPPED_TABLES.
    const strapiTables = [...backup.output.matchAll(/\]\s+((?:strapi_|admin_|up_|files|i18n_)\w*)\s+\d+\s/g)].map(
      ([, table]) => table,
    );
    expect(strapiTables.sort()).toEqual(STRAPI_TABLES_CARRIED);
  });

  // Each database into itself, and SQLite into PostgreSQL: the documented way to move.
  const targets = TEST_DATABASE === 'sqlite' ? (['sqlite', 'postgres'] as const) : (['postgres'] as const);
  describe.each(targets)('into a fresh %s database', (client) => {
    let target: ProductDatabase | null;
    let publicDir: string;
    let restored: RunningProduct | undefined;

    beforeAll(async () => {
      target = await freshDatabase(client);
      publicDir = mkdtempSync(path.join(work, 'public-'));
    });
    afterAll(async () => {
      await restored?.stop();
      await target?.drop();
    });

    it('refuses a wrong or missing BACKUP_KEY and writes nothing', async ({ skip }) => {
      if (!target) return skip('no PostgreSQL server');
      const wrong = await run('restore', [archive], { db: target, publicDir }, 'not-the-key-it-was-made-with');
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain('BACKUP_KEY does not open');
      const missing = await run('restore', [archive], { db: target, publicDir });
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('is encrypted: set BACKUP_KEY');
      expect(readdirSync(publicDir)).toEqual([]);
      // Not even the schema: Strapi was never started on it.
      if (client === 'sqlite') expect(existsSync(target.env.DATABASE_FILENAME)).toBe(false);
      else
        expect(
          await target.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"),
        ).toEqual([]);
    });

    it('restores the same records with the same ids, the same files and the same sign-ins', async ({ skip }) => {
      if (!target) return skip('no PostgreSQL server');
      const restore = await run('restore', [archive], { db: target, publicDir }, KEY);
      expect(restore.code, restore.output).toBe(0);
      expect(await target.query(ACCOUNTS)).toEqual(await source.query(ACCOUNTS));

      // Other accounts in the environment: the demo sign-ins below work only if they were restored.
      restored = await startProduct({
        database: target,
        publicDir,
        seed: false,
        env: {
          BACKOFFICE_ADMIN_EMAIL: 'other@example.com',
          BACKOFFICE_ADMIN_PASSWORD: 'Other@12345',
          STRAPI_ADMIN_EMAIL: 'panel@example.com',
          STRAPI_ADMIN_PASSWORD: 'Other@12345',
        },
      });
      expect(await publicAnswers(restored.url, slugs)).toEqual(await publicAnswers(source.url, slugs));
      expect(uploadedBytes(restored.uploadsDir)).toEqual(uploadedBytes(source.uploadsDir));

      const restoredApi = apiClient(restored.url);
      const restoredToken = await restoredApi.login(DEMO_ADMIN);
      expect(await adminAnswers(restored.url, restoredToken)).toEqual(await adminAnswers(source.url, token));
      expect((await restoredApi.json('POST', '/admin/login', DEMO_SUPERADMIN)).status).toBe(200);
      // The log is the archive's, and the restore is the first entry written after it (the sign-in
      // above follows, then the read of the inbox's enquiries by adminAnswers, which is logged, then
      // the panel's sign-in).
      const log = (await restoredApi.get('/api/admin/activity', restoredToken)).body.results as ActivityEntry[];
      const restoredAt = log.findIndex((entry) => entry.action === 'restore');
      expect(log[restoredAt]).toMatchObject({
        actor: 'system',
        resource: 'database',
        record_label: expect.stringMatching(/^database restored from a backup taken \d{4}-\d\d-\d\dT/),
      });
      expect(log.slice(0, restoredAt).map((entry) => entry.action)).toEqual([
        'panel_sign_in',
        'personal_data_read',
        'sign_in',
      ]);
      expect(log.slice(restoredAt + 1).some((entry) => entry.resource === 'demo-content')).toBe(true);
      // The id sequences go on after the restored ids.
      const [{ max }] = await target.query<{ max: number }>('SELECT max(id) AS max FROM jobs');
      const job = {
        title: 'Clerk',
        designation: 'Junior Associate',
        experience: 1,
        qualification: 'Graduate',
        description: 'Counter work.',
      };
      expect((await restoredApi.json('POST', '/api/admin/jobs', job, restoredToken)).body.id).toBe(Number(max) + 1);
    });
  });

  describe('a backup taken while 8 writers keep adding records', () => {
    let target: ProductDatabase;
    const publicDir = path.join(work, 'public-concurrent');
    const plainArchive = path.join(work, 'busy.jsonl.gz');
    let busy: Run;
    let before: number;
    let backupStarted = false;
    const acknowledgedBefore: string[] = [];

    beforeAll(async () => {
      target = await createDatabase(TEST_DATABASE);
      before = await source.db.count('gallery_items');
      const picture = await imageFile('png');
      let writing = true;
      let written = 0;
      // Each writer posts an enquiry, then adds a picture to the gallery, again and again.
      const writer = async (number: number) => {
        for (let round = 0; writing; round += 1) {
          const name = `Writer ${number} enquiry ${round}`;
          const enquiry = await sourceApi.json('POST', '/api/contactus', {
            name,
            email: 'member@example.com',
            phone: '9822012345',
            subject: `Round ${round}`,
            message: 'x'.repeat(2000),
          });
          expect(enquiry.status).toBe(201);
          if (!backupStarted) acknowledgedBefore.push(name);
          const answer = await sourceApi.form(
            'POST',
            '/api/admin/gallery',
            { name: `Branch ${written}`, image: picture },
            token,
          );
          expect(answer.status).toBe(201);
          written += 1;
        }
      };
      const writers = Array.from({ length: 8 }, (_, number) => writer(number));
      while (written < 8) await new Promise((resolve) => setTimeout(resolve, 50));
      backupStarted = true;
      busy = await run('backup', [plainArchive], { db: source.db, publicDir: path.dirname(source.uploadsDir) });
      writing = false;
      await Promise.all(writers);
      expect(busy.code, busy.output).toBe(0);
      const restore = await run('restore', [plainArchive], { db: target, publicDir });
      expect(restore.code, restore.output).toBe(0);
    });
    afterAll(() => target?.drop());

    it('keeps every enquiry acknowledged before the backup began, and none half-written', async () => {
      const enquiries = await target.query<{ name: string; subject: string; message: string }>(
        "SELECT name, subject, message FROM contact_messages WHERE name LIKE 'Writer %'",
      );
      expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(8);
      expect(enquiries.map((row) => row.name)).toEqual(expect.arrayContaining(acknowledgedBefore));
      expect(enquiries.filter((row) => !/^Round \d+$/.test(row.subject) || row.message !== 'x'.repeat(2000))).toEqual(
        [],
      );
    });

    it('restores one moment: every record with its file row, every file row with its bytes', async () => {
      const items = await target.query<{ id: number; file_id: number | null; url: string | null }>(
        `SELECT g.id, f.id AS file_id, f.url FROM gallery_items g
           LEFT JOIN files_related_mph r ON r.related_id = g.id AND r.related_type = 'api::gallery-item.gallery-item'
           LEFT JOIN files f ON f.id = r.file_id ORDER BY g.id`,
      );
      expect(items.length).toBeGreaterThan(before);
      expect(items.length).toBeLessThan(await source.db.count('gallery_items'));
      expect(items.filter((item) => !item.file_id)).toEqual([]);
      expect(items.length).toBe(listedRows(busy.output, 'gallery_items'));
      expect(await target.count('files')).toBe(listedRows(busy.output, 'files'));

      const urls = (await target.query<{ url: string }>('SELECT url FROM files')).map((row) => row.url);
      for (const url of urls) {
        expect(sha256(path.join(publicDir, url)), url).toBe(sha256(path.join(path.dirname(source.uploadsDir), url)));
      }
    });

    it('refuses to restore over records without --force; with it, says what it replaces', async () => {
      const refused = await run('restore', [archive], { db: target, publicDir }, KEY);
      expect(refused.code).toBe(3);
      expect(refused.output).toMatch(
        /The database is not empty \(.*gallery_items \d+.*\): restore into an empty database, or add --force/,
      );

      const forced = await run('restore', [archive, '--force'], { db: target, publicDir }, KEY);
      expect(forced.code, forced.output).toBe(0);
      expect(forced.output).toMatch(/--force: replacing what the database holds now:[\s\S]*gallery_items\s+\d+/);
      expect(await target.count('gallery_items')).toBe(listedRows(backup.output, 'gallery_items'));
    });
  });
});
