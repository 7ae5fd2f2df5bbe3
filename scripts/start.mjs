#!/usr/bin/env node
// npm start: install what is missing, build, seed demo content on first run (done by the CMS when
// its database is empty) and serve everything on one origin until stopped.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './lib/build-all.mjs';
import { printWelcome, startProduct, waitForProduct } from './lib/server.mjs';
import { CMS, installAll, say } from './lib/steps.mjs';

const port = process.env.PORT || '1337';
const url = `http://localhost:${port}`;

try {
  await installAll();
  await buildAll();
  // The local upload provider refuses to start without its folder.
  mkdirSync(path.join(CMS, 'public', 'uploads'), { recursive: true });
  say(`Starting the server on port ${port} (the first start seeds the demo content) …`);
  const server = startProduct({ PORT: port });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
  await waitForProduct(`http://127.0.0.1:${port}`, server);
  printWelcome(url);
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
