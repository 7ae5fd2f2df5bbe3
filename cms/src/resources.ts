import type { UID } from '@strapi/strapi';
import {
  HIDEABLE_PARTS,
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
  type ResourceRule,
  type Service,
  emailsFromLines,
  phonesFromLines,
} from '@bank/shared';
import { calendarDate, decimal, isoTimestamp, mediaUrl } from './lib/serializers';
import type { StoredRow } from './lib/stored-rows';
import { cardRatesFrom, rateProductCheck } from './rates/card-rates';
import { RATE_SCHEDULES } from './rates/content-types';

export { RATE_SCHEDULES };

type Order = Record<string, 'asc' | 'desc'>;

/**
 * One list resource of the site, declared once: where it is stored, the shared rule (its path under
 * /api and /api/admin, fields, schema, file), its order, and the record it is answered as. Its
 * routes and controller (lib/resource-routes), its place in the public cache (cache/) and its demo
 * content (seed/) are all derived from this entry.
 *
 * Its functions are declared as methods: TypeScript compares a method's parameters both ways, so a
 * resource of one content type and record (`ListResource<Deposit, 'api::deposit.deposit'>`) takes its
 * place in the registry of all of them (`ListResource`), whose users pass the rows of that same type.
 */
export interface ListResource<R = unknown, T extends UID.ContentType = UID.ContentType> {
  uid: T;
  rule: ResourceRule;
  orderBy: Order | Order[];
  /** A database row (media populated) as the record the API answers with. */
  serialize(row: StoredRow<T>): R;
  /** The record field that names it: the stored file's alternative text. */
  labelField: string;
  /** The key of its demo records in scripts/seed-assets/content.json, when not the rule's path. */
  seedKey?: string;
  /** The demo record's name for its file, when not the content type's (news: `image`). */
  seedFileKey?: string;
  /** Fills in what the records show from elsewhere (a card's rate from the schedule in force). */
  complete?(records: R[]): Promise<R[]>;
  /** A check beyond the shared schema that needs the database (a card's product in the schedule in force); throws the 400. */
  checkInput?(values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void>;
}

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
  /** The one query parameter the answer depends on. */
  query: ['slug'],
} as const;


/** The parts of the site hidden from visitors ('Hide' on the Pages table): every page shows the menus they leave. */
export const HIDDEN_PAGES = 'api::hidden-page.hidden-page' satisfies UID.ContentType;

/** The site settings (Home's banner and figures, hours, social pages, banking links): every page shows some of them. */
export const SITE_SETTINGS_UID = 'api::site-setting.site-setting' satisfies UID.ContentType;

/** Every public GET list, `/api/<path>`, and the content type its answer is made of. */
export const PUBLIC_READS: Readonly<Record<string, UID.ContentType>> = Object.fromEntries([
  [`/api/${PAGES.path}`, PAGES.uid],
  ...LIST_RESOURCES.map((resource) => [`/api/${resource.rule.path}`, resource.uid]),
  ['/api/rates', RATE_SCHEDULES.uid],
  ['/api/rates/history', RATE_SCHEDULES.uid],
  ['/api/protection-settings', 'api::protection-setting.protection-setting'],
  ['/api/hidden-pages', HIDDEN_PAGES],
  ['/api/site-settings', SITE_SETTINGS_UID],
]);

/** Public reads of one record, by a path pattern: cached like the lists. */
export const PUBLIC_RECORD_READS: readonly { path: RegExp; uid: UID.ContentType }[] = [{ path: /^\/api\/rates\/history\/[1-9]\d{0,9}$/, uid: RATE_SCHEDULES.uid }];

/**
 * Answers that also show another content type's records: a deposit or loan card shows its
 * product's rate from the schedule in force, so a schedule's write drops the cards too; a hidden
 * page's reads answer 404.
 */
export const READ_DEPENDENTS: Readonly<Record<string, readonly UID.ContentType[]>> = {
  [RATE_SCHEDULES.uid]: Object.values(RATE_SCHEDULES.cards),
  // A hidden page's own reads answer 404 while it is hidden, and its content again once shown.
  [HIDDEN_PAGES]: [...new Set(Object.values(HIDEABLE_PARTS).flatMap(({ reads }) => reads.map((read) => PUBLIC_READS[new URL(read, 'http://site').pathname])))],
};

/** Answers that change with the date alone (a schedule comes into force at 00:00 in India); pages too. */
export const DATED_CONTENT_TYPES: ReadonlySet<string> = new Set([RATE_SCHEDULES.uid, ...Object.values(RATE_SCHEDULES.cards)]);

/** The query parameters each public read's answer depends on; the lists ignore every other one. */
export const PUBLIC_READ_PARAMS: Readonly<Record<string, readonly string[]>> = { [`/api/${PAGES.path}`]: PAGES.query };

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
