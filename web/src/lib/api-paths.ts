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
  branches: '/api/branches',
  grievanceLevels: '/api/grievance-levels',
  protectionSettings: '/api/protection-settings',
  customerProtection: `/api/pages?slug=${PAGE_SLUGS.customerProtection}`,
  ombudsman: `/api/pages?slug=${PAGE_SLUGS.ombudsman}`,
  unauthorisedTransactions: `/api/pages?slug=${PAGE_SLUGS.unauthorisedTransactions}`,
  cyberFraud: `/api/pages?slug=${PAGE_SLUGS.cyberFraud}`,
  unclaimedDeposits: `/api/pages?slug=${PAGE_SLUGS.unclaimedDeposits}`,
  privacy: `/api/pages?slug=${PAGE_SLUGS.privacy}`,
  /** The pages (and parts of pages) hidden from visitors by the back office's Pages table. */
  hiddenPages: '/api/hidden-pages',
  /** What the bank sets itself: the Home banner and figures, hours and contacts, social pages, internet banking and app links. */
  siteSettings: '/api/site-settings',
  /** Where the site tells the server it showed another page without loading a document (POST). */
  pageViews: '/api/page-views',
} as const;

/**
 * What every page shows around its own content: the footer's offices, the band of protection notices,
 * the menus less the hidden pages, and the site settings (the footer's hours, social and banking links).
 */
export const SITE_READS = [API_PATHS.branches, API_PATHS.protectionSettings, API_PATHS.hiddenPages, API_PATHS.siteSettings] as const;

/** One page of the unclaimed-deposits search. */
export const unclaimedSearchPath = (query: string, page: number) => `/api/unclaimed-deposits?${new URLSearchParams({ q: query, page: String(page) })}`;

/** A past rate schedule, in full. */
export const pastRatesPath = (id: number) => `${API_PATHS.ratesHistory}/${id}`;
