import type { UID } from '@strapi/strapi';
import {
  RESOURCE_RULES,
  type Award,
  type Branch,
  type Deposit,
  type GalleryItem,
  type GrievanceLevel,
  type Job,
  type ManagementMember,
  type MediaKind,
  type NewsItem,
  type PublishedDocument,
  type Service,
  emailsFromLines,
  phonesFromLines,
} from '@bank/shared';
import type { ListResource } from './content/list-resource';
import { calendarDate, decimal, isoTimestamp, mediaUrl } from './content/serializers';
import type { StoredRow } from './lib/stored-rows';
import { cardRatesFrom, rateProductCheck } from './rates/card-rates';
import { RATE_SCHEDULES } from './rates/content-types';

export { RATE_SCHEDULES };

const listResource = <R, T extends UID.ContentType>(resource: ListResource<R, T>) => resource;

const rateProduct = (row: StoredRow<'api::deposit.deposit' | 'api::loan.loan'>): Deposit => ({
  id: row.id,
  name: row.name,
  details: row.details,
  interest_rate: decimal(row.interest_rate),
  rate_product: row.rate_product || null,
  image: mediaUrl(row.image),
});

/** The list resources, in the order their demo content is loaded. */
export const LIST_RESOURCES: readonly ListResource[] = [
  listResource<GalleryItem, 'api::gallery-item.gallery-item'>({
    uid: 'api::gallery-item.gallery-item',
    rule: RESOURCE_RULES.gallery,
    orderBy: { id: 'asc' },
    labelField: 'name',
    serialize: (row) => ({ id: row.id, name: row.name, image: mediaUrl(row.image) }),
  }),
  listResource<Deposit, 'api::deposit.deposit'>({ uid: 'api::deposit.deposit', rule: RESOURCE_RULES.deposits, orderBy: { id: 'asc' }, labelField: 'name', serialize: rateProduct, complete: cardRatesFrom('deposits'), checkInput: rateProductCheck('deposits') }),
  listResource<Deposit, 'api::loan.loan'>({ uid: 'api::loan.loan', rule: RESOURCE_RULES.loans, orderBy: { id: 'asc' }, labelField: 'name', serialize: rateProduct, complete: cardRatesFrom('loans'), checkInput: rateProductCheck('loans') }),
  listResource<Service, 'api::service.service'>({
    uid: 'api::service.service',
    rule: RESOURCE_RULES.services,
    orderBy: { id: 'asc' },
    labelField: 'name',
    serialize: (row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      image: mediaUrl(row.image),
      created_at: isoTimestamp(row.createdAt),
      updated_at: isoTimestamp(row.updatedAt),
    }),
  }),
  listResource<Award, 'api::award.award'>({
    uid: 'api::award.award',
    rule: RESOURCE_RULES.awards,
    orderBy: { id: 'asc' },
    labelField: 'title',
    serialize: (row) => ({ id: row.id, title: row.title, description: row.description, image: mediaUrl(row.image) }),
  }),
  listResource<ManagementMember, 'api::management-member.management-member'>({
    uid: 'api::management-member.management-member',
    rule: RESOURCE_RULES.management,
    orderBy: { id: 'asc' },
    labelField: 'name',
    serialize: (row) => ({ id: row.id, name: row.name, title: row.title, image: mediaUrl(row.image) }),
  }),
  listResource<Job, 'api::job.job'>({
    uid: 'api::job.job',
    rule: RESOURCE_RULES.jobs,
    orderBy: { id: 'asc' },
    labelField: 'title',
    serialize: (row) => ({
      id: row.id,
      title: row.title,
      designation: row.designation,
      experience: Number(row.experience),
      qualification: row.qualification,
      description: row.description,
    }),
  }),
  listResource<NewsItem, 'api::news-item.news-item'>({
    uid: 'api::news-item.news-item',
    rule: RESOURCE_RULES.news,
    // Newest first; the same day's items in the order they were added, latest first.
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    labelField: 'title',
    seedFileKey: 'image',
    serialize: (row) => ({ id: row.id, title: row.title, content: row.content, date: calendarDate(row.date), document_path: mediaUrl(row.document) }),
  }),
  listResource<PublishedDocument, 'api::published-document.published-document'>({
    uid: 'api::published-document.published-document',
    rule: RESOURCE_RULES.documents,
    orderBy: { id: 'asc' },
    labelField: 'title',
    serialize: (row) => ({ id: row.id, title: row.title, document: mediaUrl(row.document) }),
  }),
  listResource<Branch, 'api::branch.branch'>({
    uid: 'api::branch.branch',
    rule: RESOURCE_RULES.branches,
    // The head office first, then the branches in the order they were added (the first one is in the footer).
    orderBy: [{ head_office: 'desc' }, { id: 'asc' }],
    labelField: 'name',
    serialize: (row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      ifsc: row.ifsc,
      micr: row.micr,
      phones: phonesFromLines(row.phones),
      emails: emailsFromLines(row.emails),
      hours: row.hours,
      latitude: decimal(row.latitude),
      longitude: decimal(row.longitude),
      head_office: Boolean(row.head_office),
    }),
  }),
  listResource<GrievanceLevel, 'api::grievance-level.grievance-level'>({
    uid: 'api::grievance-level.grievance-level',
    rule: RESOURCE_RULES.grievanceLevels,
    orderBy: [{ level: 'asc' }, { id: 'asc' }],
    labelField: 'title',
    seedKey: 'grievance_levels',
    serialize: (row) => ({
      id: row.id,
      level: Number(row.level),
      title: row.title,
      officer: row.officer,
      designation: row.designation,
      phone: row.phone,
      email: row.email,
      address: row.address ?? '',
      response_days: Number(row.response_days),
      principal_nodal_officer: Boolean(row.principal_nodal_officer),
    }),
  }),
];

/** Server pages (About, circulars): their own controller, but read and seeded like the lists. */
export const PAGES = {
  uid: 'api::page.page' satisfies UID.ContentType,
  path: 'pages',
  files: { image: 'image', pdf: 'pdf' } satisfies Record<string, MediaKind>,
} as const;


/** The parts of the site hidden from visitors ('Hide' on the Pages table): every page shows the menus they leave. */
export const HIDDEN_PAGES = 'api::hidden-page.hidden-page' satisfies UID.ContentType;

/** The site settings (Home's banner and figures, hours, social pages, banking links): every page shows some of them. */
export const SITE_SETTINGS_UID = 'api::site-setting.site-setting' satisfies UID.ContentType;

/** Answers that change with the date alone (a schedule comes into force at 00:00 in India); pages too. */
export const DATED_CONTENT_TYPES: ReadonlySet<string> = new Set([RATE_SCHEDULES.uid, ...Object.values(RATE_SCHEDULES.cards)]);

/** What the demo content loader needs: content.json's section, its content type, and its files by record key. */
export interface SeedSection {
  key: string;
  uid: UID.ContentType;
  /** content.json key -> the content type's attribute and the kind of file. */
  files: Record<string, { attribute: string; kind: MediaKind }>;
}

export const SEED_SECTIONS: readonly SeedSection[] = [
  {
    key: PAGES.path,
    uid: PAGES.uid,
    files: Object.fromEntries(Object.entries(PAGES.files).map(([field, kind]) => [field, { attribute: field, kind }])),
  },
  ...LIST_RESOURCES.map(({ uid, rule, seedKey, seedFileKey }) => ({
    key: seedKey ?? rule.path,
    uid,
    files: rule.media ? { [seedFileKey ?? rule.media.field]: { attribute: rule.media.field, kind: rule.media.kind } } : {},
  })),
];
