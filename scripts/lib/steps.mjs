// Small helpers shared by start, build and test: run a command with a heading and its duration,
// install dependencies only when a lockfile changed, and skip builds whose inputs did not change.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS = path.join(ROOT, 'cms');

const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;

export const say = (message) => console.log(`[${clock()}] ${message}`);

/** Runs a command, printing what it is and how long it took; rejects with a hint on failure. */
export function run(title, command, args, { cwd = ROOT, env = {}, quiet = false, heartbeat = 30 } = {}) {
  say(`${title} …`);
  const began = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const timer = setInterval(
      () => say(`  … ${title}: still running (${Math.round((Date.now() - began) / 1000)} s)`),
      heartbeat * 1000,
    );
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearInterval(timer);
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      if (code === 0) {
        say(`${title}: done in ${seconds} s`);
        resolve(output);
      } else {
        if (quiet) process.stdout.write(output);
        reject(
          new Error(
            `${title} failed (${signal ?? `exit code ${code}`}) after ${seconds} s: ${command} ${args.join(' ')} in ${path.relative(ROOT, cwd) || '.'}`,
          ),
        );
      }
    });
  });
}

/** Hash of files (recursively, skipping node_modules and build output) to tell whether inputs changed. */
function hashInputs(paths) {
  const hash = createHash('sha256');
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) {
        if (['node_modules', 'dist', '.tmp', '.cache', '.strapi', 'build'].includes(name)) continue;
        visit(path.join(entry, name));
      }
    } else {
      hash.update(path.relative(ROOT, entry));
      hash.update(readFileSync(entry));
    }
  };
  paths.forEach(visit);
  return hash.digest('hex');
}

/**
 * Runs `action` unless the stamp file records the same inputs hash (and `salt`: what else the
 * result depends on); records it afterwards.
 */
export async function unlessUnchanged(stampFile, inputs, skipMessage, action, salt = '') {
  const digest = hashInputs(inputs) + salt;
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) {
    say(skipMessage);
    return;
  }
  await action();
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, digest);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/**
 * `npm ci` in a folder when its lockfile or the running Node's ABI changed since the last install
 * (or it never ran): native add-ons are compiled for one ABI.
 */
export async function ensureDependencies(dir, label, expected) {
  await unlessUnchanged(
    path.join(dir, 'node_modules', '.install-stamp'),
    [path.join(dir, 'package-lock.json')],
    `${label}: dependencies are installed`,
    () =>
      run(
        `Installing ${label} dependencies (npm ci${expected ? `, ${expected}` : ''})`,
        npm,
        ['ci', '--no-audit', '--no-fund'],
        // JOBS: node-gyp compiles a native add-on's sources (better-sqlite3's) on every core.
        { cwd: dir, env: { JOBS: 'max' } },
      ),
    ` node-abi-${process.versions.modules}`,
  );
}

/**
 * The root workspaces (shared package, web, admin-web) and the CMS with its own lockfile, side by
 * side: they share only npm's cache, which takes concurrent writers, and the CMS links the shared
 * package's folder, not its install.
 */
export async function installAll() {
  await Promise.all([
    ensureDependencies(ROOT, 'workspace', 'under a minute on a fresh clone'),
    ensureDependencies(CMS, 'CMS (Strapi)', 'two to four minutes on a fresh clone'),
  ]);
}

export { npm, npx };
