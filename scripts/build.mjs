#!/usr/bin/env node
// npm run build: install what is missing, then build every part of the product.
import { buildAll } from './lib/build-all.mjs';
import { installAll, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

try {
  await installAll();
  await buildAll();
  say('Build complete.');
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
