// Where Debian's Chromium is, defined once. Free of dependencies on purpose: scripts/lib/chromium.mjs
// reads it before npm ci has installed the playwright-core that chromium.mjs loads.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
