#!/usr/bin/env node
// npm run roles-table: writes docs/roles.md (the staff roles, what each may do, and every /api/admin
// route with the ability it asks for) from the declarations: STAFF_ROLES and STAFF_ABILITIES in
// packages/shared, and the route files of cms/src/api. It compiles the CMS and reads the compiled
// route files, as Strapi does. The sections at the end of docs/roles.md from the first heading
// '## … (written by hand)' on (the role-by-route matrix that cms/tests/roles-matrix.test.ts checks)
// are people's own statement, not derived: they are kept as they are, below the part written here.
// `--check` (part of npm run lint) writes nothing and fails when the written part of docs/roles.md differs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS, ROOT, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const TABLE = path.join(ROOT, 'docs', 'roles.md');
const DIST = path.join(CMS, 'dist', 'src');
const check = process.argv.includes('--check');

const began = Date.now();
// tsc -b: nothing to do when the CMS was compiled just before (npm run lint's type check compiles it).
execFileSync(process.execPath, [path.join(CMS, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'tsconfig.json'], {
  cwd: CMS,
  stdio: 'inherit',
});
say(`Compiled the CMS in ${((Date.now() - began) / 1000).toFixed(1)} s`);

const require = createRequire(import.meta.url);
const apiDir = path.join(DIST, 'api');
const routeFiles = readdirSync(apiDir)
  .sort()
  .flatMap((entity) => {
    const dir = path.join(apiDir, entity, 'routes');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .sort()
      .map((file) => require(path.join(dir, file)).default);
  });
const { adminRoutesOf, rolesTableMarkdown } = require(path.join(DIST, 'auth', 'route-abilities.js'));
const routes = adminRoutesOf(routeFiles);
const markdown = rolesTableMarkdown(routes);

// Kept verbatim from the file as it is: so the comparison below is of the written part only.
const current = existsSync(TABLE) ? readFileSync(TABLE, 'utf8') : '';
const handWrittenAt = current.search(/^## .*\(written by hand\)$/m);
const handWritten = handWrittenAt === -1 ? '' : current.slice(handWrittenAt);
const wanted = handWritten ? `${markdown}\n${handWritten}` : markdown;
const kept = handWritten ? `, and kept its hand-written part (${handWritten.trimEnd().split('\n').length} lines)` : '';

if (!check) {
  writeFileSync(TABLE, wanted);
  say(`Wrote ${path.relative(ROOT, TABLE)}: ${routes.length} admin routes${kept}. Commit it with the change.`);
} else if (current !== wanted) {
  console.error(
    `${path.relative(ROOT, TABLE)} is stale: the roles or the routes' abilities changed. Run npm run roles-table and commit the result (it keeps the hand-written part as it is).`,
  );
  process.exit(1);
} else {
  say(`${path.relative(ROOT, TABLE)} matches the roles and the ${routes.length} admin routes${kept}`);
}
