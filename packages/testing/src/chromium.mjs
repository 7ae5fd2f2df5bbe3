// Debian's Chromium (never a downloaded browser), launched with nothing that reaches outside this
// machine. Plain JavaScript (typed in chromium.d.mts) so that scripts run by Node use it too.
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path.mjs';

export { CHROMIUM_PATH };

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
