// Where the CMS is installed: the harness starts its Strapi and reads its seed files, database
// drivers and two-step library from there.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'cms');

/** `require` as the CMS's own code has it: a package of the CMS's install, without a second copy. */
export const cmsRequire = createRequire(path.join(CMS_DIR, 'package.json'));
