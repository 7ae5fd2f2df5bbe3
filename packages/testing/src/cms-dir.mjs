// Where the CMS is installed: the harness starts its Strapi and reads its seed files and database
// drivers from there.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'cms');
