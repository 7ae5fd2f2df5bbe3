#!/usr/bin/env node
// npm start: install what is missing, build, seed demo content on first run (done by the CMS when
// its database is empty) and serve everything on one origin until stopped.
import path from 'node:path';
import { startProduct } from '../packages/testing/src/product.mjs';
import { buildAll } from './lib/build-all.mjs';
import { printWelcome } from './lib/server.mjs';
import { CMS, installAll, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const port = Number(process.env.PORT || 1337);
// The server runs on the demo secrets and creates the demo sign-ins only with NODE_ENV=development:
// a fresh clone's npm start is that, an explicit NODE_ENV (production, staging) is kept. Set for
// the server alone: with it the builds would bundle React's development code.
const nodeEnv = process.env.NODE_ENV || 'development';

try {
  await installAll();
  await buildAll();
  say(`Starting the server on port ${port} (the first start seeds the demo content) …`);
  await startProduct({
    // The developer's own data: the database cms/config/database.ts and DATABASE_* choose
    // (cms/.tmp/data.db by default) and cms/public/uploads (or PUBLIC_DIR's).
    database: 'configured',
    publicDir: path.resolve(CMS, process.env.PUBLIC_DIR || 'public'),
    // HOST as the environment says (Strapi's default 0.0.0.0); SEED_DEMO_CONTENT and the rate limits too.
    port,
    testSettings: false,
    env: { NODE_ENV: nodeEnv },
    output: 'inherit',
    forwardSignals: true,
    onExit: (code) => process.exit(code ?? 0),
  });
  printWelcome(`http://localhost:${port}`, nodeEnv === 'development');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
