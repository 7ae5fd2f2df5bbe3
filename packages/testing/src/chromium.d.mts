import type { Browser } from 'playwright-core';

export { CHROMIUM_PATH } from './chromium-path.mjs';

/** Headless Debian Chromium with nothing that reaches outside this machine. */
export declare function launchBrowser(): Promise<Browser>;
