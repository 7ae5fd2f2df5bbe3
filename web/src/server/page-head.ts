import {
  BANK,
  DEFAULT_LOCALE,
  INTL_LOCALES,
  SITE_LOCALES,
  SOCIAL_NETWORKS,
  deskPhones,
  localePath,
  type Branch,
  type SiteSettings,
} from '@bank/shared';
import type { PageMatch } from '../app/match-page';
import type { PageMeta, ReadData } from '../app/public-pages';
import type { SiteI18n } from '../lib/i18n';
import { RECORD_HEADS } from './record-heads';
import { NOT_FOUND_DESCRIPTION, PAGE_DESCRIPTIONS } from './page-descriptions';

/** The page a canonical path belongs to: '/Awards/3' is an award of '/Awards'. */
const pageOf = (canonicalPath: string) =>
  canonicalPath in PAGE_DESCRIPTIONS ? canonicalPath : canonicalPath.replace(/\/[^/]+$/, '');

/** The picture link previews show when a page has none of its own (public/og-card.png, 1200 x 630). */
const DEFAULT_SHARE_IMAGE = '/og-card.png';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside a <script> element: '<' escaped so no text can close the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** What a matched path says of itself: the page's meta, or its record's when the path names one (undefined: no such record). */
export function metaOf(
  match: Exclude<PageMatch, { kind: 'redirect' }>,
  read: ReadData,
  i18n: SiteI18n,
): PageMeta | undefined {
  const { page } = match;
  if (match.kind === 'page' && match.recordId !== undefined && match.page.recordPages) {
    const records = read<{ id: number }[]>(match.page.reads[0]) ?? [];
    const record = records.find((candidate) => candidate.id === match.recordId);
    return record ? RECORD_HEADS[match.page.path]!(record as never, i18n) : undefined;
  }
  return typeof page.meta === 'function' ? page.meta(read) : page.meta;
}

/** The tab's title: the page record's own, else '{title} | {bank}' (a page's title in the page's locale). */
const documentTitle = (meta: PageMeta, i18n: SiteI18n) => meta.documentTitle || `${i18n._(meta.title)} | ${BANK.name}`;

/** 'mr_IN': OpenGraph's spelling of a locale. */
const openGraphLocale = (locale: keyof typeof INTL_LOCALES) => INTL_LOCALES[locale].replace('-', '_');

/** The same page in every locale, and English for any other language (x-default). */
function alternateLinks(origin: string, canonicalPath: string): string[] {
  const href = (locale: (typeof SITE_LOCALES)[number]) => escapeHtml(`${origin}${localePath(locale, canonicalPath)}`);
  return [
    ...SITE_LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}">`,
  ];
}

const openingHours = [
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:30',
    closes: '17:00',
  },
];

/** What the bank's description is made of: its branch records and the social pages it has set. */
interface BankRecords {
  branches: readonly Branch[];
  settings: SiteSettings;
}

/** schema.org's description of the bank: its offices as the branch records give them, with their phones and opening hours. */
function bankJsonLd(origin: string, { branches, settings }: BankRecords) {
  const postalAddress = (branch: Branch) => ({
    '@type': 'PostalAddress',
    streetAddress: branch.address,
    addressLocality: branch.city,
    addressRegion: 'Maharashtra',
    addressCountry: 'IN',
  });
  const office = (branch: Branch) => ({
    '@type': 'BankOrCreditUnion',
    name: `${BANK.name}, ${branch.name}`,
    address: postalAddress(branch),
    telephone: branch.phones.map((phone) => phone.number),
    email: branch.emails,
    openingHoursSpecification: openingHours,
  });
  const headOffice = branches.find((branch) => branch.head_office);
  const sameAs = SOCIAL_NETWORKS.map(({ setting }) => settings[setting]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: BANK.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${DEFAULT_SHARE_IMAGE}`,
    ...(headOffice
      ? { telephone: deskPhones(headOffice)[0], email: headOffice.emails[0], address: postalAddress(headOffice) }
      : {}),
    openingHoursSpecification: openingHours,
    ...(sameAs.length ? { sameAs } : {}),
    department: branches.map(office),
  };
}

interface HeadOptions {
  meta: PageMeta;
  /** The page's own address in English (its canonical path there), absent for a page that does not exist. */
  canonicalPath?: string;
  /** The page's locale and its interface texts (the title and description are translated when they are the site's own). */
  i18n: SiteI18n;
  /** Nothing of the page's content is in its locale yet: search engines leave it out (it still has its canonical). */
  noindex?: boolean;
  origin: string;
  /** The bank's records, on the pages that describe the bank (Home, Contact). */
  describesBank?: BankRecords;
}

/** The <head> elements of a page: title, description, canonical URL, OpenGraph and Twitter cards, and JSON-LD where asked. */
export function headHtml({ meta, canonicalPath, i18n, noindex = false, origin, describesBank }: HeadOptions): string {
  const title = documentTitle(meta, i18n);
  const description =
    meta.description ||
    i18n._(canonicalPath === undefined ? NOT_FOUND_DESCRIPTION : (PAGE_DESCRIPTIONS[pageOf(canonicalPath)] ?? ''));
  const image = meta.image
    ? /^https?:\/\//.test(meta.image)
      ? meta.image
      : `${origin}${meta.image}`
    : `${origin}${DEFAULT_SHARE_IMAGE}`;
  const url = canonicalPath === undefined ? undefined : `${origin}${localePath(i18n.locale, canonicalPath)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    ...(canonicalPath === undefined ? [] : alternateLinks(origin, canonicalPath)),
    !url || noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(BANK.name)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:locale" content="${openGraphLocale(i18n.locale)}">`,
    ...SITE_LOCALES.filter((locale) => locale !== i18n.locale).map(
      (locale) => `<meta property="og:locale:alternate" content="${openGraphLocale(locale)}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    describesBank ? `<script type="application/ld+json">${scriptJson(bankJsonLd(origin, describesBank))}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
