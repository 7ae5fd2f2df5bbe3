// vitest global set-up of the suites that start the product: a folder for this run's database
// templates (see "Database templates" in product.mjs), handed to the test files through the
// environment, and everything in it dropped when the run ends.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropTemplates } from './product.mjs';

export default function setUpDatabaseTemplates() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bank-db-templates-'));
  process.env.BANK_TEST_DB_TEMPLATES = root;
  return () => dropTemplates(root);
}
