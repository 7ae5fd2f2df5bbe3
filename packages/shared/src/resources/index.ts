// Every resource of the site: one file each, holding its record type, schema, rule and texts.
import { awardsRule } from './awards';
import { branchesRule } from './branches';
import { depositsRule } from './deposits';
import { documentsRule } from './documents';
import { galleryRule } from './gallery';
import { grievanceLevelsRule } from './grievance-levels';
import { jobsRule } from './jobs';
import { loansRule } from './loans';
import { managementRule } from './management';
import { newsRule } from './news';
import type { ResourceRule } from './rule';
import { servicesRule } from './services';

export * from './rule';
export * from './translations';
export * from './example';
export * from './awards';
export * from './branches';
export * from './contact-messages';
export * from './deposits';
export * from './documents';
export * from './gallery';
export * from './grievance-levels';
export * from './jobs';
export * from './loans';
export * from './management';
export * from './news';
export * from './pages';
export * from './rate-product';
export * from './services';

/** The back office's list resources by name, in the order of its menu. */
export const RESOURCE_RULES = {
  jobs: jobsRule,
  news: newsRule,
  services: servicesRule,
  deposits: depositsRule,
  loans: loansRule,
  awards: awardsRule,
  management: managementRule,
  gallery: galleryRule,
  documents: documentsRule,
  branches: branchesRule,
  grievanceLevels: grievanceLevelsRule,
} as const satisfies Record<string, ResourceRule>;

export type ResourceName = keyof typeof RESOURCE_RULES;

/**
 * The fields of each list resource written per language: its texts, and the file where a language
 * may have its own (a Marathi circular's PDF; the English one is shown where a language has none).
 * Everything else (numbers, dates, pictures, IFSC and MICR, phones, e-mail addresses, ticks) is one
 * value shared by every language. The CMS's content types mark the same attributes localized.
 */
export const TRANSLATED_FIELDS = {
  jobs: ['title', 'designation', 'qualification', 'description'],
  news: ['title', 'content'],
  services: ['name', 'description'],
  deposits: ['name', 'details'],
  loans: ['name', 'details'],
  awards: ['title', 'description'],
  management: ['name', 'title'],
  gallery: ['name'],
  documents: ['title', 'document'],
  branches: ['name', 'address', 'city', 'hours'],
  grievanceLevels: ['title', 'officer', 'designation', 'address'],
} as const satisfies Record<ResourceName, readonly string[]>;
