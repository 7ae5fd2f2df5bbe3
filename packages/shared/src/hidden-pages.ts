import { boolean, object, string } from 'yup';
import { PAGE_SLUGS } from './constants';
import { RESOURCE_RULES } from './resources/index';

/**
 * What 'Hide' on the back office's Pages table can take off the public site (a change to the spec,
 * whose Hide did nothing): a page, by its path, or one part of a page, `{path}#{part}`. A hidden page
 * leaves the menus, the footer and the sitemap and answers 404; a hidden part leaves its page.
 * Each names the public API reads that only it shows: they answer 404 while it is hidden.
 * The rates, customer-protection, unclaimed-deposits and privacy pages are not here: the RBI
 * requires a bank's site to show them.
 */
export const HIDEABLE_PARTS = {
  '/Services': { reads: [`/api/${RESOURCE_RULES.services.path}`] },
  '/Deposits': { reads: [`/api/${RESOURCE_RULES.deposits.path}`] },
  '/Loan': { reads: [`/api/${RESOURCE_RULES.loans.path}`] },
  '/About': { reads: [`/api/pages?slug=${PAGE_SLUGS.about}`] },
  '/Awards': { reads: [`/api/${RESOURCE_RULES.awards.path}`] },
  '/Managements': { reads: [`/api/${RESOURCE_RULES.management.path}`] },
  // The About page's slider; Home's gallery shows the same pictures and stays, so does the read.
  '/About#gallery': { reads: [] },
  '/PublishedDocuments': { reads: [`/api/${RESOURCE_RULES.documents.path}`] },
  // Customer Protection shows the circulars too: their read stays.
  '/PoliciesCirculars': { reads: [] },
  // The footer shows the head office and the first branch: their read stays.
  '/Branches': { reads: [] },
} as const satisfies Record<string, { reads: readonly string[] }>;

export type HideablePart = keyof typeof HIDEABLE_PARTS;

export const isHideablePart = (part: string): part is HideablePart =>
  Object.prototype.hasOwnProperty.call(HIDEABLE_PARTS, part);

/** The part of a page that 'About Us Image Slider' hides: `{path}#{part}`. */
export const pagePart = (path: string, part: string) => `${path}#${part}`;

/** PUT /api/admin/hidden-pages: hide or show one part. */
export const hiddenPageSchema = object({
  part: string()
    .strict()
    .required('Name the page to hide or show')
    .oneOf(Object.keys(HIDEABLE_PARTS), 'This page cannot be hidden'),
  hidden: boolean().strict().required('Send hidden: true or false'),
});

/** The public API reads that answer 404 while one of `hidden` is hidden. */
export const hiddenReads = (hidden: readonly string[]): Set<string> =>
  new Set(hidden.filter(isHideablePart).flatMap((part) => HIDEABLE_PARTS[part].reads));

/** Every public API read that a hideable part takes away while it is hidden. */
export const HIDEABLE_READS: ReadonlySet<string> = hiddenReads(Object.keys(HIDEABLE_PARTS));
