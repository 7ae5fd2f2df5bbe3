import type { Core } from '@strapi/strapi';
import { promises as fs } from 'fs';
import path from 'path';
import { isProduction } from '../../lib/secrets';
import { ArchiveError, checkKey, MIN_KEY_LENGTH } from './archive';
import { createBackup } from './backup';
import { reporter } from './report';
import { loadArchive, NotEmptyError, restoreArchive } from './restore';

// Compiled to cms/dist/src/operations/backup: four levels up is cms/.
const APP_DIR = path.resolve(__dirname, '..', '..', '..', '..');

const USAGE = 'usage: backup [FILE] | restore FILE [--force]';

/**
 * Strapi with its database and upload provider, not listening. Loading it creates the schema on an
 * empty database; no account and no demo content are created (a restore needs the database empty).
 */
async function loadStrapi(): Promise<Core.Strapi> {
  process.env.SEED_ACCOUNTS = 'false';
  process.env.SEED_DEMO_CONTENT = 'false';
  process.env.SEED_STANDARD_TEXTS = 'false';
  // Nor any timer of a serving process (page views, schedules coming into force): nothing but the restore writes.
  process.env.SCHEDULED_TASKS = 'false';
  // Loaded only now: a wrong key or a damaged archive is reported without loading Strapi's modules.
  const { createStrapi } = await import('@strapi/strapi');
  return createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist'), serveAdminPanel: false }).load();
}

async function withStrapi<T>(work: (strapi: Core.Strapi) => Promise<T>): Promise<T> {
  const strapi = await loadStrapi();
  try {
    return await work(strapi);
  } finally {
    await strapi.destroy();
  }
}

/** A production backup is always encrypted: an archive holds password hashes and members' messages, and copies leave the machine. */
function checkEncryptedInProduction(command: string, secret: string | undefined): void {
  if (command === 'backup' && !secret && isProduction()) {
    throw new ArchiveError(
      `Refusing to write an unencrypted backup with NODE_ENV=production: set BACKUP_KEY (${MIN_KEY_LENGTH} characters or more, for example: openssl rand -base64 32) and keep a copy of it away from this machine. Nothing was written.`,
    );
  }
}

/** `backup FILE` or `restore FILE [--force]`, FILE absolute (scripts/backup.mjs and restore.mjs resolve it). Resolves with the exit code. */
export async function main(args: string[]): Promise<number> {
  const [command, file, ...flags] = args;
  const secret = process.env.BACKUP_KEY || undefined;
  const report = reporter();
  try {
    checkKey(secret);
    checkEncryptedInProduction(command, secret);
    if (command === 'backup' && file && !flags.length) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await withStrapi((strapi) => createBackup(strapi, file, { secret, report }));
      return 0;
    }
    if (command === 'restore' && file && flags.every((flag) => flag === '--force')) {
      // The archive is read and checked (key, checksums, counts) before the database is even opened.
      report.say(`Reading ${file} …`);
      const contents = await loadArchive(file, secret, report);
      // The local provider refuses to start without its folder (npm start creates it the same way).
      if ((process.env.UPLOAD_PROVIDER || 'local') === 'local')
        await fs.mkdir(path.resolve(APP_DIR, process.env.PUBLIC_DIR || 'public', 'uploads'), { recursive: true });
      try {
        const { manifest, end } = contents;
        report.say(
          `Archive of ${manifest.createdAt} from ${manifest.source.database}: ${end.rows} rows, ${end.files} files`,
        );
        await withStrapi((strapi) => restoreArchive(strapi, contents, { force: flags.includes('--force'), report }));
      } finally {
        await fs.rm(contents.stagingDir, { recursive: true, force: true });
      }
      return 0;
    }
    console.error(USAGE);
    return 64;
  } catch (error) {
    const known = error instanceof ArchiveError || error instanceof NotEmptyError;
    // Both known failures are Errors.
    console.error(known ? `\n${(error as Error).message}` : error);
    return error instanceof NotEmptyError ? 3 : 1;
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
