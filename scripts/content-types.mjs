#!/usr/bin/env node
// npm run content-types: writes Strapi's TypeScript types of the content types (`strapi
// ts:generate-types`) to cms/types/generated, which is committed: the CMS's records and writes are
// typed by them. Run it after changing a schema.json.
// `--check` (part of npm run lint) generates into cms/.tmp instead and fails when the committed types
// differ, so that a schema change cannot land with stale types.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CMS, ROOT, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const COMMITTED = path.join(CMS, 'types', 'generated');
const CHECK_ROOT = path.join(CMS, '.tmp', 'content-types-check');
const check = process.argv.includes('--check');

/** Runs the generator (it compiles the CMS first) with its output under `outDir`, relative to cms/. */
function generate(outDir) {
  const began = Date.now();
  execFileSync(
    process.execPath,
    [
      path.join(CMS, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'),
      'ts:generate-types',
      '--silent',
      '--out-dir',
      outDir,
    ],
    {
      cwd: CMS,
      // Development: the demo secrets, which loading the configuration needs.
      env: { ...process.env, NODE_ENV: 'development', STRAPI_TELEMETRY_DISABLED: 'true' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  say(`Generated the content types' TypeScript types in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

const filesOf = (dir) => (existsSync(dir) ? readdirSync(dir).sort() : []);

if (!check) {
  generate('types');
  say(`Written to ${path.relative(ROOT, COMMITTED)}: commit them with the schema change.`);
} else {
  rmSync(CHECK_ROOT, { recursive: true, force: true });
  generate(path.relative(CMS, CHECK_ROOT));
  const fresh = path.join(CHECK_ROOT, 'generated');
  const names = [...new Set([...filesOf(COMMITTED), ...filesOf(fresh)])];
  const stale = names.filter((name) => {
    const [committed, generated] = [COMMITTED, fresh].map((dir) => path.join(dir, name));
    return (
      !existsSync(committed) ||
      !existsSync(generated) ||
      readFileSync(committed, 'utf8') !== readFileSync(generated, 'utf8')
    );
  });
  rmSync(CHECK_ROOT, { recursive: true, force: true });
  if (stale.length) {
    console.error(
      `The committed content types' types are stale (${stale.join(', ')} in ${path.relative(ROOT, COMMITTED)}): run npm run content-types and commit the result.`,
    );
    process.exit(1);
  }
  say(`${path.relative(ROOT, COMMITTED)} matches the content types`);
}
