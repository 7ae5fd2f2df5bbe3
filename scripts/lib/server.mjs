import { DEMO_ACCOUNTS } from '../../packages/testing/src/product.mjs';
import { say } from './steps.mjs';

/** Where everything answers; the demo sign-ins only where they exist (outside production). */
export function printWelcome(url, production = process.env.NODE_ENV === 'production') {
  const { backoffice, panel } = DEMO_ACCOUNTS;
  const signIn = (account) => (production ? '' : `   (${account.email} / ${account.password})`);
  say('The product is up:');
  console.log(`
  Public site        ${url}/
  Back office        ${url}/AdminLogin${signIn(backoffice)}
  Strapi panel       ${url}/admin${signIn(panel)}
  API                ${url}/api/deposits, ${url}/api/news, …

  ${production ? 'Sign in with the accounts set by BACKOFFICE_ADMIN_* and STRAPI_ADMIN_*.' : 'Demo sign-ins exist only outside production.'} Stop with Ctrl+C.
`);
}
