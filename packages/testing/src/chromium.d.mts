import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;

/** Headless Debian Chromium with nothing that reaches outside this machine. */
export declare function launchBrowser(): Promise<Browser>;
