// vitest's global set-up of every suite that starts the product: a folder for the run's database
// templates (database-templates.mjs) and shared products (shared-products.mjs), both removed with
// everything they hold when the run ends.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropTemplates } from './database-templates.mjs';
import { stopSharedProducts } from './shared-products.mjs';

export default function setUpTestRun() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bank-db-templates-'));
  process.env.BANK_TEST_DB_TEMPLATES = root;
  return async () => {
    await stopSharedProducts(root);
    await dropTemplates(root);
  };
}
