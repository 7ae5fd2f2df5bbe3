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
