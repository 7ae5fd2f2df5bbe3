// Runs the CMS's backup or restore command (cms/src/operations/backup) on the compiled CMS, with the
// same environment as the server: DATABASE_*, PUBLIC_DIR, UPLOAD_PROVIDER, BACKUP_KEY.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CMS, ROOT } from './steps.mjs';

const COMMAND = path.join(CMS, 'dist', 'src', 'operations', 'backup', 'command.js');

/** A path as the user typed it, from the directory npm was run in. */
export const resolveFromUser = (file) => path.resolve(process.env.INIT_CWD || process.cwd(), file);

export const defaultArchive = () => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return path.join(ROOT, 'backups', `bank-backup-${stamp}.jsonl.gz${process.env.BACKUP_KEY ? '.enc' : ''}`);
};

/** Runs `command` with `args`, exiting with its exit code. */
export function runBackupCommand(command, args) {
  if (!existsSync(COMMAND)) {
    console.error(`The CMS is not compiled (${path.relative(ROOT, COMMAND)} is missing): run npm run build first`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [COMMAND, command, ...args], {
    cwd: CMS,
    // As npm start: development (the demo secrets) unless NODE_ENV says otherwise.
    env: { STRAPI_TELEMETRY_DISABLED: 'true', ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
