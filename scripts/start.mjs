#!/usr/bin/env node
// npm start: install what is missing, build, seed demo content on first run (done by the CMS when
// its database is empty) and serve everything on one origin until stopped.
import path from 'node:path';
import { startProduct } from '../packages/testing/src/product.mjs';
import { buildAll } from './lib/build-all.mjs';
import { printWelcome } from './lib/server.mjs';
import { CMS, installAll, say } from './lib/steps.mjs';

const port = Number(process.env.PORT || 1337);

try {
  await installAll();
  await buildAll();
  say(`Starting the server on port ${port} (the first start seeds the demo content) …`);
  await startProduct({
    // The developer's own data: the database cms/config/database.ts and DATABASE_* choose
    // (cms/.tmp/data.db by default) and cms/public/uploads (or PUBLIC_DIR's).
    database: 'configured',
    publicDir: path.resolve(CMS, process.env.PUBLIC_DIR || 'public'),
    // HOST as the environment says (Strapi's default 0.0.0.0); NODE_ENV, SEED_DEMO_CONTENT and the rate limits too.
    port,
    testSettings: false,
    output: 'inherit',
    forwardSignals: true,
    onExit: (code) => process.exit(code ?? 0),
  });
  printWelcome(`http://localhost:${port}`);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
