import type { UID } from '@strapi/strapi';
import {
  RESOURCE_RULES,
  type Branch,
  type Deposit,
  type GrievanceLevel,
  type MediaKind,
  type NewsItem,
  type ResourceName,
  type Service,
  emailsFromLines,
  phonesFromLines,
} from '@bank/shared';
import { listResourceOf, type ListResource, type ResourceDifferences } from './content/list-resource';
import { calendarDate, decimal, isoTimestamp, mediaUrl } from './content/serializers';
import type { StoredRow } from './lib/stored-rows';
import { cardRatesFrom, rateProductCheck } from './rates/card-rates';
import { RATE_SCHEDULES } from './rates/content-types';

export { RATE_SCHEDULES };

/** A resource's differences with its record type and content type, so that its serializer is checked against both. */
const differences = <R, T extends UID.ContentType>(resource: ResourceDifferences<R, T>) => resource;

// A card as stored; a linked one gets its range and calculator from the schedule in force (card-rates.ts).
const rateProduct = (row: StoredRow<'api::deposit.deposit' | 'api::loan.loan'>): Deposit => {
  const interestRate = decimal(row.interest_rate);
  return {
    id: row.id,
    name: row.name,
    details: row.details,
    interest_rate: interestRate,
    rate_product: row.rate_product || null,
    rate_range: null,
    offers_calculator: interestRate !== null,
    image: mediaUrl(row.image),
  };
};

/**
 * What the list resources state beyond their shared rule (RESOURCE_RULES), by its name: the content
 * type, when its plural name is not the rule's path; the record, when it is not `id`, the rule's
 * fields and its file as stored (content/serializers.ts, `ruleRecord`); an order other than by id; a
 * label other than the rule's first field. A resource that follows the rule has no entry.
 */
const LIST_RESOURCE_DIFFERENCES = {
  gallery: { uid: 'api::gallery-item.gallery-item' },
  deposits: differences<Deposit, 'api::deposit.deposit'>({
    serialize: rateProduct,
    complete: cardRatesFrom('deposits'),
    checkInput: rateProductCheck('deposits'),
  }),
  loans: differences<Deposit, 'api::loan.loan'>({
    serialize: rateProduct,
    complete: cardRatesFrom('loans'),
    checkInput: rateProductCheck('loans'),
  }),
  services: differences<Service, 'api::service.service'>({
    serialize: (row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      image: mediaUrl(row.image),
      created_at: isoTimestamp(row.createdAt),
      updated_at: isoTimestamp(row.updatedAt),
    }),
  }),
  management: { uid: 'api::management-member.management-member' },
  news: differences<NewsItem, 'api::news-item.news-item'>({
    uid: 'api::news-item.news-item',
    // Newest first; the same day's items in the order they were added, latest first.
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    seedFileKey: 'image',
    serialize: (row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      date: calendarDate(row.date),
      document_path: mediaUrl(row.document),
    }),
  }),
  documents: { uid: 'api::published-document.published-document' },
  branches: differences<Branch, 'api::branch.branch'>({
    // The head office first, then the branches in the order they were added (the first one is in the footer).
    orderBy: [{ head_office: 'desc' }, { id: 'asc' }],
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
  grievanceLevels: differences<GrievanceLevel, 'api::grievance-level.grievance-level'>({
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
} satisfies { [Name in ResourceName]?: ResourceDifferences };

// Looked up by the names of RESOURCE_RULES, which Object.entries gives as strings.
const differencesByName: Readonly<Record<string, ResourceDifferences | undefined>> = LIST_RESOURCE_DIFFERENCES;

/** The list resources, in the order of RESOURCE_RULES, which is also the order their demo content is loaded in. */
export const LIST_RESOURCES: readonly ListResource[] = Object.entries(RESOURCE_RULES).map(([name, rule]) =>
  listResourceOf(rule, differencesByName[name] ?? {}),
);

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
export const DATED_CONTENT_TYPES: ReadonlySet<string> = new Set([
  RATE_SCHEDULES.uid,
  ...Object.values(RATE_SCHEDULES.cards),
]);

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
    files: rule.media
      ? { [seedFileKey ?? rule.media.field]: { attribute: rule.media.field, kind: rule.media.kind } }
      : {},
  })),
];
