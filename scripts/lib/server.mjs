import { DEMO_ACCOUNTS } from '../../packages/testing/src/product.mjs';
import { say } from './steps.mjs';

export function printWelcome(url) {
  const { backoffice, panel } = DEMO_ACCOUNTS;
  say('The product is up:');
  console.log(`
  Public site        ${url}/
  Back office        ${url}/AdminLogin   (${backoffice.email} / ${backoffice.password})
  Strapi panel       ${url}/admin        (${panel.email} / ${panel.password})
  API                ${url}/api/deposits, ${url}/api/news, …

  Demo sign-ins exist only outside production. Stop with Ctrl+C.
`);
}
