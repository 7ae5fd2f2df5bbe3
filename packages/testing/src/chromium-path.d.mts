/** CHROMIUM_PATH from the environment, else Debian's /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
