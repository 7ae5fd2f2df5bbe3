#!/usr/bin/env node
// Prints the gzipped size of every built chunk of both front ends, and of the JavaScript a browser
// loads before each app's first screen is shown (the entry, its static imports, and the lazy chunk
// of that screen with its own static imports). Exits non-zero when a first screen is over budget.
// Run after a build: node scripts/size-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/steps.mjs';

/** First screens and their budgets in kB of gzipped JavaScript (issues 3 and 4). */
export const BUDGETS = [
  { app: 'web', screen: 'Home (/)', module: /^src\/features\/home\//, limitKb: 110 },
  { app: 'admin-web', screen: 'Sign-in (/AdminLogin)', module: /^src\/features\/sign-in\//, limitKb: 90 },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

function readManifest(app) {
  const file = path.join(ROOT, app, 'dist', '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${app}: no build manifest at ${path.relative(ROOT, file)}; run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function gzippedSize(app, file) {
  return gzipSync(readFileSync(path.join(ROOT, app, 'dist', file)), { level: 9 }).length;
}

/** Manifest keys of a chunk and everything it imports statically. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function firstScreenBytes(app, manifest, budget) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const keys = staticClosure(manifest, entryKey);
  // The screen's own module: bundled into the entry when imported eagerly, else its lazy chunk.
  // The route's own lazy chunk (a dynamic entry) when there is one, not a helper it loads later.
  const candidates = Object.keys(manifest).filter((key) => budget.module.test(key) && manifest[key].file.endsWith('.js'));
  const screenKey = candidates.find((key) => manifest[key].isDynamicEntry) ?? candidates[0];
  if (!screenKey && ![...keys].some((key) => budget.module.test(key))) {
    throw new Error(`${app}: no chunk for ${budget.screen} (a module matching ${budget.module}); the budget cannot be checked`);
  }
  if (screenKey) staticClosure(manifest, screenKey, keys);
  return [...keys].reduce((sum, key) => sum + gzippedSize(app, manifest[key].file), 0);
}

let overBudget = false;
for (const budget of BUDGETS) {
  const manifest = readManifest(budget.app);
  console.log(`\n${budget.app}: gzipped size of each built chunk`);
  const files = [...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].sort();
  for (const file of files) console.log(`  ${kb(gzippedSize(budget.app, file)).padStart(7)} kB  ${file}`);
  const bytes = firstScreenBytes(budget.app, manifest, budget);
  const ok = bytes <= budget.limitKb * 1024;
  overBudget ||= !ok;
  console.log(`${ok ? 'OK  ' : 'OVER'} ${budget.screen}: ${kb(bytes)} kB of JavaScript before first render (budget ${budget.limitKb} kB)`);
}
if (overBudget) {
  console.error('\nA first screen is over its JavaScript budget: lazy-load what it does not need (React.lazy routes, dynamic imports).');
  process.exit(1);
}
