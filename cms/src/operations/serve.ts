import dotenv from 'dotenv';
import { enableCompileCache } from 'module';
import path from 'path';
import { assertStartSettings } from './start-settings';

// Compiled to cms/dist/src/operations: three levels up is cms/.
const APP_DIR = path.resolve(__dirname, '..', '..', '..');

/**
 * The server process: what `strapi start` runs (Strapi on the build in dist/, then listening),
 * without loading Strapi's command line first, whose commands and their libraries (the cloud CLI
 * among them) were about a tenth of each start's CPU time, paid again at every restart. npm start,
 * the systemd unit and the test harness run this. Node keeps the compiled code of the modules
 * Strapi loads (in the system's temporary folder, or NODE_COMPILE_CACHE), so a later start parses less.
 */
// Not in a Node before 22.8: a server started by hand on one still starts (the product runs on 26).
enableCompileCache?.();
// The settings the server refuses to start without, before Strapi loads: with the env file read as
// Strapi reads it as it loads (the same dotenv, the same file; a variable already set wins).
dotenv.config({ path: process.env.ENV_PATH });
try {
  assertStartSettings();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// Loaded only now: a refused start never pays for loading Strapi.
void import('@strapi/strapi').then(({ createStrapi }) =>
  createStrapi({ appDir: APP_DIR, distDir: path.join(APP_DIR, 'dist') }).start(),
);
