import { PAGE_SLUGS } from '@bank/shared';

/**
 * The public API reads the site is made of. Each is a page's data key twice over: the server
 * renders the page with it (read in-process) and SWR in the browser keeps it under the same key.
 * Kept apart from the API client so the route table can name them without loading axios or SWR.
 */
export const API_PATHS = {
  about: `/api/pages?slug=${PAGE_SLUGS.about}`,
  circulars: `/api/pages?slug=${PAGE_SLUGS.circulars}`,
  awards: '/api/awards',
  deposits: '/api/deposits',
  documents: '/api/documents',
  gallery: '/api/gallery',
  jobs: '/api/jobs',
  loans: '/api/loans',
  management: '/api/management',
  news: '/api/news',
  services: '/api/services',
  rates: '/api/rates',
  ratesHistory: '/api/rates/history',
} as const;

/** A past rate schedule, in full. */
export const pastRatesPath = (id: number) => `${API_PATHS.ratesHistory}/${id}`;
