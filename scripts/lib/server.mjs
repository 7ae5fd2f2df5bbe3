import { spawn } from 'node:child_process';
import path from 'node:path';
import { CMS, say } from './steps.mjs';

const STRAPI = path.join(CMS, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

/** Starts the built product (Strapi serving API, panel and both front ends) as `npm start` does. */
export function startProduct(env = {}) {
  return spawn(process.execPath, [STRAPI, 'start'], {
    cwd: CMS,
    env: { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', ...env },
    stdio: 'inherit',
  });
}

/** Resolves once the API answers, or rejects when the process exits or time runs out. */
export async function waitForProduct(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/jobs`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export function printWelcome(url) {
  say('The product is up:');
  console.log(`
  Public site        ${url}/
  Back office        ${url}/AdminLogin   (admin@example.com / Admin@12345)
  Strapi panel       ${url}/admin        (superadmin@example.com / Admin@12345)
  API                ${url}/api/deposits, ${url}/api/news, …

  Demo sign-ins exist only outside production. Stop with Ctrl+C.
`);
}
