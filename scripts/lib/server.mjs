import { DEMO_ACCOUNTS } from '../../packages/testing/src/product.mjs';
import { say } from './steps.mjs';

/** Where everything answers; the demo sign-ins only where they exist (NODE_ENV=development). */
export function printWelcome(url, development = process.env.NODE_ENV === 'development') {
  const { backoffice, panel, staff } = DEMO_ACCOUNTS;
  const signIn = (account) => (development ? `   (${account.email} / ${account.password})` : '');
  const otherRoles = Object.values(staff)
    .map((account) => `${account.email} / ${account.password}`)
    .join(', ');
  say('The product is up:');
  console.log(`
  Public site        ${url}/
  Back office        ${url}/AdminLogin${signIn(backoffice)}
  Strapi panel       ${url}/admin${signIn(panel)}
  API                ${url}/api/deposits, ${url}/api/news, …

  ${
    development
      ? `Back office, one account per other role: ${otherRoles}.
  Demo sign-ins exist only with NODE_ENV=development.`
      : 'Sign in with the accounts set by BACKOFFICE_ADMIN_* and STRAPI_ADMIN_*.'
  } Stop with Ctrl+C.
`);
}
