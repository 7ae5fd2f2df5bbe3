import { CALCULATOR_PAGE_PARAMS } from './rates/calculator-query';

/** An office's details; `phones` lists every number (the contact page's three), `mobile` says which is the mobile. */
const HEAD_OFFICE = {
  label: 'Head Office',
  address: 'Vishwas Bhavan, 214 Karve Road, Kothrud, Pune 411038, Maharashtra',
  emails: ['info@vishwasbank.in', 'headoffice@vishwasbank.in'],
  phones: ['020-2545 6700', '020-2545 6701', '+91 98220 45670'],
  mobile: '+91 98220 45670',
} as const;

const MAIN_BRANCH = {
  label: 'Main Branch',
  address: '1186 Laxmi Road, Sadashiv Peth, Pune 411030, Maharashtra',
  emails: ['mainbranch@vishwasbank.in', 'loans@vishwasbank.in'],
  phones: ['020-2447 3310', '020-2447 3311', '+91 98220 45671'],
  mobile: '+91 98220 45671',
} as const;

/** The bank's identity and offices, shown by the public site and the back office; what the bank changes itself is its site settings (SITE_SETTINGS). */
export const BANK = {
  name: 'Vishwas Co-operative Urban Bank Ltd.',
  shortName: 'VCUB',
  headOffice: HEAD_OFFICE,
  mainBranch: MAIN_BRANCH,
  // The head office's first desk phone, its mobile and first e-mail: the numbers the site leads with.
  phone: HEAD_OFFICE.phones[0],
  mobile: HEAD_OFFICE.mobile,
  email: HEAD_OFFICE.emails[0],
} as const;

/** Slugs of the server-side pages. */
export const PAGE_SLUGS = {
  about: 'about-us',
  circulars: 'circulars',
  // The customer-protection texts: the same for every bank, seeded in every environment and edited like About.
  customerProtection: 'customer-protection',
  ombudsman: 'ombudsman',
  unauthorisedTransactions: 'unauthorised-transactions',
  cyberFraud: 'cyber-fraud',
  unclaimedDeposits: 'unclaimed-deposits',
  privacy: 'privacy',
} as const;

/** Job experience bounds in years. */
export const EXPERIENCE_MIN = 0;
export const EXPERIENCE_MAX = 57;
export const EXPERIENCE_DEFAULT = 0;

/** Interest rate input: min 0, step 0.01. */
export const INTEREST_RATE_MIN = 0;
export const INTEREST_RATE_STEP = 0.01;

/** Read More is offered only for text longer than this. */
export const READ_MORE_MIN_LENGTH = 10;

/** Header turns sticky past this scroll offset in pixels. */
export const STICKY_HEADER_OFFSET = 10;

export const LOAN_SLIDER = { autoplayDelayMs: 3000, speedMs: 500, loop: false } as const;
export const SERVICES_SLIDER = { slidesPerView: 1, speedMs: 500, loop: false } as const;
/** About gallery: slides per view from each minimum width up. */
export const ABOUT_GALLERY_BREAKPOINTS = { 480: 1, 600: 2, 1024: 3 } as const;
export const COUNT_UP_DURATION_S = 2;

export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  closeButton: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const;

export const ADMIN_TABLE = {
  pageSize: 10,
  pageSizeOptions: [10, 15, 20, 25, 30],
  rowsPerPageText: 'Rows per page:',
  rangeSeparatorText: 'of',
  noDataText: 'There are no records to display',
  loadingText: 'Loading...',
  selectedItems: { singular: 'item', plural: 'items', message: 'selected' },
  breakpoints: [599, 959, 1280],
} as const;

/** Keys of the admin session in local storage. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  tokenType: 'tokenType',
  adminEmail: 'adminEmail',
  legacyToken: 'adminToken',
} as const;

/** Upload rules shared by the admin forms and the server. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const PDF_MIME_TYPE = 'application/pdf';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

/**
 * The query parameters a public page's content depends on, by path: the server keeps these in the
 * page's cache key (and only these, so made-up query strings cannot fill the cache).
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  '/Calculators': CALCULATOR_PAGE_PARAMS,
  // A search of the unclaimed list: never stored (the page marks itself so), but never answered by
  // the list page without one either.
  '/UnclaimedDeposits': ['q', 'page'],
};
