#!/usr/bin/env node
// npm run backup [-- FILE]: one archive of the database and the uploaded files (docs/operations.md,
// Backup and restore). Default FILE: backups/bank-backup-<time>.jsonl.gz (.enc with BACKUP_KEY).
import { defaultArchive, resolveFromUser, runBackupCommand } from './lib/backup-command.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const [file, ...rest] = process.argv.slice(2);
runBackupCommand('backup', [file ? resolveFromUser(file) : defaultArchive(), ...rest]);
