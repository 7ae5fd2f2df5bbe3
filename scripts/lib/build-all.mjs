import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';
import { CMS, ROOT, npm, npx, run, say, unlessUnchanged } from './steps.mjs';

const SHARED = path.join(ROOT, 'packages', 'shared');

/** The shared package's compiled output, which the CMS reads (types included) through its package.json. */
export async function buildSharedPackage() {
  await unlessUnchanged(
    path.join(SHARED, 'dist', '.build-stamp'),
    [path.join(SHARED, 'src'), path.join(SHARED, 'tsconfig.json')],
    'Shared package: build is current',
    () => run('Building the shared package', npx, ['tsc', '-p', 'tsconfig.json'], { cwd: SHARED }),
  );
}

/** Builds the shared package, both front ends, the Strapi panel and the CMS server code. */
export async function buildAll() {
  await buildSharedPackage();
  await buildFrontEnds();
  await buildPanel();
  await compileCms();
}

/** The public site and the back office (Vite), each with brotli and gzip copies of its files. */
export async function buildFrontEnds() {
  for (const app of ['web', 'admin-web']) {
    const dir = path.join(ROOT, app);
    // The Vite plugins beside the config (web's catalogues and page document) are inputs too; a path an app lacks is skipped.
    const inputs = [
      'src',
      'public',
      'index.html',
      'vite.config.ts',
      'vite-catalogues.ts',
      'vite-page-document.ts',
      'tsconfig.json',
      'package.json',
    ].map((entry) => path.join(dir, entry));
    await unlessUnchanged(
      path.join(dir, 'dist', '.build-stamp'),
      [...inputs, path.join(SHARED, 'src')],
      `${app}: build is current`,
      async () => {
        await run(`Building ${app}`, npm, ['run', 'build'], { cwd: dir });
        const { files, saved } = precompress(path.join(dir, 'dist'));
        say(`${app}: brotli and gzip copies of ${files} files (${(saved / 1024).toFixed(0)} kB smaller with brotli)`);
      },
    );
  }
}

/**
 * The Strapi panel (about a minute), which depends only on Strapi's packages and panel
 * customisations. Strapi's build also compiles the CMS into dist/ first: never run it beside
 * another compile of the CMS (tsc -b in the type check), which writes the same files.
 */
export async function buildPanel() {
  await unlessUnchanged(
    path.join(CMS, 'dist', 'build', '.build-stamp'),
    [path.join(CMS, 'package-lock.json'), path.join(CMS, 'src', 'admin')],
    'Strapi panel: build is current',
    () =>
      run(
        'Building the Strapi admin panel (about a minute)',
        process.execPath,
        ['node_modules/@strapi/strapi/bin/strapi.js', 'build'],
        { cwd: CMS },
      ),
  );
}

/**
 * The CMS server code, incrementally (npm test's type check has usually compiled it already): a
 * source file removed or moved must not leave its old output for Strapi to load.
 */
export async function compileCms() {
  const removed = removeStaleOutputs();
  if (removed > 0) say(`CMS: removed ${removed} compiled files whose source is gone`);
  await run('Compiling the CMS (tsc -b: only what changed)', npx, ['tsc', '-b', 'tsconfig.json'], { cwd: CMS });
}

/** Removes files under cms/dist/{src,config} whose source file no longer exists; returns how many. */
function removeStaleOutputs() {
  let removed = 0;
  const visit = (built, source) => {
    if (!existsSync(built)) return;
    for (const entry of readdirSync(built, { withFileTypes: true })) {
      const output = path.join(built, entry.name);
      if (entry.isDirectory()) {
        visit(output, path.join(source, entry.name));
        continue;
      }
      const base = entry.name.replace(/\.d\.ts$|\.js$/, '');
      const origins = entry.name.endsWith('.json') ? [entry.name] : [`${base}.ts`, `${base}.js`];
      if (origins.some((name) => existsSync(path.join(source, name)))) continue;
      rmSync(output);
      removed += 1;
    }
  };
  for (const folder of ['src', 'config']) visit(path.join(CMS, 'dist', folder), path.join(CMS, folder));
  return removed;
}
