#!/usr/bin/env node
// npm run restore -- FILE [--force]: restores an archive of npm run backup into the configured
// database (empty, unless --force) and upload provider (docs/operations.md, Backup and restore).
import { resolveFromUser, runBackupCommand } from './lib/backup-command.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: npm run restore -- FILE [--force]');
  process.exit(64);
}
runBackupCommand('restore', [resolveFromUser(file), ...args.filter((arg) => arg !== file)]);
