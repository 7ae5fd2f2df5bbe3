import { existsSync } from 'node:fs';
// The dependency-free half of the browser harness: this runs before npm ci has installed playwright-core.
import { CHROMIUM_PATH } from '../../packages/testing/src/chromium-path.mjs';
import { aptInstall } from './debian.mjs';
import { say } from './steps.mjs';

/** Debian's Chromium for the browser tests: installed with apt-get when running as root and absent. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    say(`Browser: ${CHROMIUM_PATH}`);
    return;
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `No browser at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  await aptInstall('Installing Chromium (apt-get install chromium)', 'chromium');
}
