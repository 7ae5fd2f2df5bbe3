import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BANK, isCardCalculatorQuery, type ManagementMember, type Page, type RateSchedule } from '@bank/shared';
import { API_PATHS, pastRatesPath, listPath } from '../lib/api-paths';
import { loadPart } from '../lib/catalogues';
import { unclaimedSearchOf } from '../features/unclaimed-deposits/unclaimed-search';
import type { RecordListLayout, RecordListPage } from '../features/record-list/record-list-page';

/** Where a page is linked from: the header (its main row or the MORE list) and the footer's quick links. */
interface MenuEntry {
  label: string;
  group: 'main' | 'more';
  /** Place within its group, lowest first. */
  order: number;
}

interface FooterEntry {
  /** In words people read ('Policies & Circulars'), not the path's spelling. */
  label: string;
  order: number;
}

/**
 * A screen: its component (a chunk of its own), how to load that chunk with its part of the page's
 * catalogue, its source file (the build manifest's key) and that part's name (its feature's).
 */
interface Screen {
  component: LazyExoticComponent<ComponentType>;
  load: () => Promise<unknown>;
  source: string;
  part: string;
}

/** Reads a page's data by its API path: what the server read, or what SWR holds in the browser. */
export type ReadData = <T>(apiPath: string) => T | undefined;

/** What a page says of itself in the document head. */
export interface PageMeta {
  /** The page's name, as its banner heads it; the tab reads '{title} | {bank}'. */
  title: string;
  /** A title of its own for the tab and search results, used as it is (a page record's meta title). */
  documentTitle?: string | null;
  /**
   * Its description in search results: a record's, or a page record's meta description; else the
   * page's own, from the server's table (server/page-descriptions.ts), in the page's locale.
   */
  description?: string | null;
  /** An absolute path or URL of a picture for link previews; the bank's card when none. */
  image?: string | null;
}

/**
 * A record of the page's first read with an address of its own: /Awards/{id} opens that award. Its
 * head is the server's (server/record-heads.ts, by the page's path).
 */
interface RecordPages {
  /** More API reads a record's page shows beyond the page's own (a past rate schedule's rows). */
  reads?: (id: number) => string[];
}

/** One public page: its path, its screen, the data it is made of, its head, and the links that lead to it. */
export interface PublicPage {
  path: string;
  screen: Screen;
  /** The API reads the page shows: the server renders it with them and seeds SWR with them in the browser. */
  reads: readonly string[];
  /** Its title (the banner's heading); a page made from a record may take it, and a description, from it. */
  meta: PageMeta | ((read: ReadData) => PageMeta);
  /** Each record of `reads[0]` at `${path}/{id}`. */
  recordPages?: RecordPages;
  /** Home and Contact describe the bank itself to search engines (schema.org BankOrCreditUnion). */
  describesBank?: boolean;
  /**
   * Texts of the site settings are the page's own content (Home's banner, Contact's hours): they
   * count in whether the page is translated, as its records do (content-reads.ts).
   */
  showsSettingsTexts?: boolean;
  menu?: MenuEntry;
  footer?: FooterEntry;
  /** A second path the mobile menu links, answered with a permanent redirect to `path`. */
  alias?: string;
  /**
   * Reads that depend on the address's query (a search): rendered on the server like the others,
   * but a page with any of them is never kept by the cache.
   */
  queryReads?: (params: URLSearchParams) => string[];
  /**
   * Whether the page for this address's query (PAGE_QUERY_PARAMS) may be kept by the cache: only
   * queries that name something real are, so that made-up values cannot fill the cache. Without
   * it, a page is kept only without those parameters.
   */
  storableQuery?: (params: URLSearchParams, read: ReadData) => boolean;
  /**
   * A first visit hydrates only the page's islands (app/islands.ts), without the router, rather than
   * the whole app: for a page most of which needs no JavaScript and whose first download counts
   * (Home). Its links then load their pages; reached by a link inside the app, it is drawn whole.
   */
  hydratesInIslands?: boolean;
}

// import.meta.glob names each screen's source file, which the server looks up in the build manifest
// to link that chunk's script and styles in the page it renders. Each screen is its own chunk: a
// visitor downloads only the pages they open.
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>('../features/*/*-page.tsx');

/** A screen module's loader (its texts in the page's locale with it), its source file (the build manifest's key) and its catalogue part. */
function screenModule(feature: string) {
  const file = `../features/${feature}.tsx`;
  const loadModule = SCREEN_MODULES[file];
  if (!loadModule) throw new Error(`No screen module ${file}`);
  const part = feature.split('/')[0];
  const load = () => Promise.all([loadModule(), loadPart(part)]).then(([module]) => module);
  return { load, source: file.replace('../', 'src/'), part };
}

function screen(feature: string, name: string): Screen {
  const { load, source, part } = screenModule(feature);
  return {
    component: lazy(() => load().then((module) => ({ default: module[name] }))),
    load,
    source,
    part,
  };
}

/** A page that is a plain list of its records: a page less its screen, and how each record is shown. */
interface RecordListDeclaration<R> extends Omit<PublicPage, 'screen' | 'reads' | 'meta' | 'recordPages'> {
  /** The records are the first read's. */
  reads: readonly [string, ...string[]];
  meta: PageMeta;
  list: RecordListLayout<R>;
}

/**
 * A page that is a plain list of its records, shown by the one generic screen
 * (`features/record-list`, one chunk for every such page) with the page's title and description,
 * its first read and its layout. A page laid out otherwise has a screen of its own (`screen()`).
 */
function recordListPage<R extends { id: number }>({ list, ...page }: RecordListDeclaration<R>): PublicPage {
  const { load, source, part } = screenModule('record-list/record-list-page');
  const props = { meta: page.meta, apiPath: page.reads[0], layout: list };
  return {
    ...page,
    screen: {
      component: lazy(async () => {
        // The glob types every screen module as screens without props; this one takes the page's.
        const { RecordListPage: List } = (await load()) as unknown as { RecordListPage: typeof RecordListPage };
        return { default: () => createElement(List<R>, props) };
      }),
      load,
      source,
      part,
    },
  };
}

/** A page made from a page record: the record's meta title and description when it has them. */
const fromPageRecord =
  (apiPath: string, fallback: PageMeta) =>
  (read: ReadData): PageMeta => {
    const record = read<Page[]>(apiPath)?.[0];
    return {
      title: record?.title || fallback.title,
      documentTitle: record?.meta_title,
      description: record?.meta_description,
      image: record?.image ?? fallback.image,
    };
  };

/**
 * Every public page, declared once: the router, the server's rendering (data, head, status), the
 * sitemap, the header menus and the footer are derived from this table. /AdminLogin and
 * /AdminPage/* belong to the back office, not to this app.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    screen: screen('home/home-page', 'HomePage'),
    // The gallery is in the server's HTML, so it shows without JavaScript.
    reads: [API_PATHS.rates, listPath('gallery')],
    meta: {
      title: BANK.name,
      documentTitle: BANK.name,
    },
    describesBank: true,
    showsSettingsTexts: true,
    hydratesInIslands: true,
  },
  {
    path: '/About',
    screen: screen('about/about-page', 'AboutPage'),
    reads: [API_PATHS.about, listPath('gallery')],
    meta: fromPageRecord(API_PATHS.about, {
      title: /*i18n*/ 'About Us',
    }),
    menu: { label: /*i18n*/ 'ABOUT US', group: 'main', order: 1 },
    footer: { label: /*i18n*/ 'About', order: 1 },
  },
  {
    path: '/Services',
    screen: screen('services/services-page', 'ServicesPage'),
    reads: [listPath('services')],
    meta: {
      title: /*i18n*/ 'Services',
    },
    menu: { label: /*i18n*/ 'Services', group: 'main', order: 2 },
    footer: { label: /*i18n*/ 'Services', order: 5 },
  },
  {
    path: '/Deposits',
    screen: screen('deposits/deposits-page', 'DepositsPage'),
    reads: [listPath('deposits')],
    meta: {
      title: /*i18n*/ 'Deposits',
    },
    menu: { label: /*i18n*/ 'Deposits', group: 'main', order: 3 },
    footer: { label: /*i18n*/ 'Deposits', order: 6 },
  },
  {
    path: '/Loan',
    screen: screen('loans/loans-page', 'LoansPage'),
    reads: [listPath('loans')],
    meta: {
      title: /*i18n*/ 'Loans',
    },
    menu: { label: /*i18n*/ 'Loans', group: 'main', order: 4 },
    footer: { label: /*i18n*/ 'Loans', order: 7 },
  },
  {
    path: '/Awards',
    screen: screen('awards/awards-page', 'AwardsPage'),
    reads: [listPath('awards')],
    meta: { title: /*i18n*/ 'Awards and Achievements' },
    recordPages: {},
    menu: { label: /*i18n*/ 'AWARDS AND ACHIEVEMENTS', group: 'more', order: 1 },
    footer: { label: /*i18n*/ 'Awards', order: 3 },
  },
  recordListPage<ManagementMember>({
    path: '/Managements',
    reads: [listPath('management')],
    meta: { title: /*i18n*/ 'Management' },
    list: {
      lead: /*i18n*/ 'The board and officers who run the bank for its members.',
      label: /*i18n*/ 'Management team',
      heading: 'name',
      subheading: 'title',
      picture: { field: 'image', shape: 'portrait' },
    },
    menu: { label: /*i18n*/ 'MANAGEMENT', group: 'more', order: 3 },
    footer: { label: /*i18n*/ 'Management', order: 4 },
    alias: '/Management',
  }),
  {
    path: '/Career',
    screen: screen('career/career-page', 'CareerPage'),
    reads: [listPath('jobs')],
    meta: {
      title: /*i18n*/ 'Career',
    },
    recordPages: {},
    menu: { label: /*i18n*/ 'CAREER', group: 'more', order: 8 },
    footer: { label: /*i18n*/ 'Career', order: 15 },
  },
  {
    path: '/ContactUs',
    screen: screen('contact/contact-page', 'ContactPage'),
    reads: [],
    meta: {
      title: /*i18n*/ 'Contact Us',
    },
    describesBank: true,
    showsSettingsTexts: true,
    footer: { label: /*i18n*/ 'Contact Us', order: 10 },
  },
  {
    path: '/News',
    screen: screen('news/news-page', 'NewsPage'),
    reads: [listPath('news')],
    meta: { title: /*i18n*/ 'News And Events' },
    menu: { label: /*i18n*/ 'News & Events', group: 'main', order: 5 },
    footer: { label: /*i18n*/ 'News', order: 2 },
  },
  {
    path: '/PublishedDocuments',
    screen: screen('documents/documents-page', 'DocumentsPage'),
    reads: [listPath('documents')],
    meta: {
      title: /*i18n*/ 'Published Documents',
    },
    menu: { label: /*i18n*/ 'PUBLISHED DOCUMENTS', group: 'main', order: 6 },
    footer: { label: /*i18n*/ 'Published Documents', order: 8 },
  },
  {
    path: '/PoliciesCirculars',
    screen: screen('circulars/circulars-page', 'CircularsPage'),
    reads: [API_PATHS.circulars],
    meta: fromPageRecord(API_PATHS.circulars, {
      title: /*i18n*/ 'Circulars and Policies',
    }),
    menu: { label: /*i18n*/ 'POLICIES&CIRCULARS', group: 'more', order: 2 },
    footer: { label: /*i18n*/ 'Policies & Circulars', order: 9 },
  },
  {
    path: '/InterestRates',
    screen: screen('interest-rates/interest-rates-page', 'InterestRatesPage'),
    reads: [API_PATHS.ratesHistory, API_PATHS.rates],
    meta: {
      title: /*i18n*/ 'Interest Rates & Charges',
    },
    recordPages: { reads: (id) => [pastRatesPath(id)] },
    menu: { label: /*i18n*/ 'INTEREST RATES & CHARGES', group: 'more', order: 4 },
    footer: { label: /*i18n*/ 'Interest Rates', order: 11 },
  },
  {
    path: '/Calculators',
    screen: screen('calculators/calculators-page', 'CalculatorsPage'),
    reads: [API_PATHS.rates],
    storableQuery: (params, read) => isCardCalculatorQuery(params, read<RateSchedule>(API_PATHS.rates)),
    meta: {
      title: /*i18n*/ 'Calculators',
    },
    menu: { label: /*i18n*/ 'CALCULATORS', group: 'more', order: 5 },
    footer: { label: /*i18n*/ 'Calculators', order: 12 },
  },
  {
    path: '/CustomerProtection',
    screen: screen('customer-protection/customer-protection-page', 'CustomerProtectionPage'),
    reads: [
      API_PATHS.customerProtection,
      listPath('grievanceLevels'),
      API_PATHS.ombudsman,
      API_PATHS.unauthorisedTransactions,
      API_PATHS.cyberFraud,
      API_PATHS.circulars,
    ],
    meta: fromPageRecord(API_PATHS.customerProtection, {
      title: /*i18n*/ 'Customer Protection',
    }),
    menu: { label: /*i18n*/ 'CUSTOMER PROTECTION', group: 'more', order: 6 },
    footer: { label: /*i18n*/ 'Customer Protection', order: 13 },
  },
  {
    path: '/UnclaimedDeposits',
    screen: screen('unclaimed-deposits/unclaimed-deposits-page', 'UnclaimedDepositsPage'),
    reads: [API_PATHS.unclaimedDeposits],
    queryReads: (params) => [unclaimedSearchOf(params).apiPath].filter((path): path is string => path !== null),
    meta: fromPageRecord(API_PATHS.unclaimedDeposits, {
      title: /*i18n*/ 'Unclaimed Deposits',
    }),
  },
  {
    path: '/Branches',
    screen: screen('branches/branches-page', 'BranchesPage'),
    reads: [listPath('branches')],
    meta: {
      title: /*i18n*/ 'Branches',
    },
    menu: { label: /*i18n*/ 'BRANCHES', group: 'more', order: 7 },
    footer: { label: /*i18n*/ 'Branches', order: 14 },
  },
  {
    path: '/Privacy',
    screen: screen('privacy/privacy-page', 'PrivacyPage'),
    reads: [API_PATHS.privacy],
    meta: fromPageRecord(API_PATHS.privacy, {
      title: /*i18n*/ 'Privacy Notice',
    }),
    footer: { label: /*i18n*/ 'Privacy', order: 16 },
  },
];

/** Shown, with status 404, for every path no page claims. */
export const NOT_FOUND_PAGE: Pick<PublicPage, 'screen' | 'meta' | 'reads'> = {
  screen: screen('not-found/not-found-page', 'NotFoundPage'),
  reads: [],
  meta: { title: /*i18n*/ 'Page Not Found' },
};
