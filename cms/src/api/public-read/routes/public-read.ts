import { PUBLIC_READ_ROUTES } from '../../../reads/public-reads';

/** Every public GET of the API, from the one table of public reads (src/reads/public-reads.ts). */
export default {
  type: 'content-api',
  routes: PUBLIC_READ_ROUTES,
};
