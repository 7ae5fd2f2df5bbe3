import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  BANK,
  formatDate,
  isCardCalculatorQuery,
  type Award,
  type Job,
  type ManagementMember,
  type Page,
  type RateSchedule,
  type RateScheduleHistoryEntry,
} from '@bank/shared';
import { API_PATHS, pastRatesPath, listPath } from '../lib/api-paths';
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

/** A screen: its component (a chunk of its own), how to load that chunk, and its source file (the build manifest's key). */
interface Screen {
  component: LazyExoticComponent<ComponentType>;
  load: () => Promise<unknown>;
  source: string;
}

/** Reads a page's data by its API path: what the server read, or what SWR holds in the browser. */
export type ReadData = <T>(apiPath: string) => T | undefined;

/** What a page says of itself in the document head. */
export interface PageMeta {
  /** The page's name, as its banner heads it; the tab reads '{title} | {bank}'. */
  title: string;
  /** A title of its own for the tab and search results, used as it is (a page record's meta title). */
  documentTitle?: string | null;
  description: string;
  /** An absolute path or URL of a picture for link previews; the bank's card when none. */
  image?: string | null;
}

/** A record of the page's first read with an address of its own: /Awards/{id} opens that award. */
interface RecordPages<R = never> {
  meta: (record: R) => PageMeta;
  /** More API reads a record's page shows beyond the page's own (a past rate schedule's rows). */
  reads?: (id: number) => string[];
}

/** One public page: its path, its screen, the data it is made of, its head, and the links that lead to it. */
export interface PublicPage {
  path: string;
  screen: Screen;
  /** The API reads the page shows: the server renders it with them and seeds SWR with them in the browser. */
  reads: readonly string[];
  /** Its title (the banner's heading) and description; a page made from a record may take them from it. */
  meta: PageMeta | ((read: ReadData) => PageMeta);
  /** Each record of `reads[0]` at `${path}/{id}`. */
  recordPages?: RecordPages<never>;
  /** Home and Contact describe the bank itself to search engines (schema.org BankOrCreditUnion). */
  describesBank?: boolean;
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
}

// import.meta.glob names each screen's source file, which the server looks up in the build manifest
// to link that chunk's script and styles in the page it renders. Each screen is its own chunk: a
// visitor downloads only the pages they open.
const SCREEN_MODULES = import.meta.glob<Record<string, ComponentType>>('../features/*/*-page.tsx');

/** A screen module's loader and its source file, the build manifest's key. */
function screenModule(feature: string) {
  const file = `../features/${feature}.tsx`;
  const load = SCREEN_MODULES[file];
  if (!load) throw new Error(`No screen module ${file}`);
  return { load, source: file.replace('../', 'src/') };
}

function screen(feature: string, name: string): Screen {
  const { load, source } = screenModule(feature);
  return {
    component: lazy(() => load().then((module) => ({ default: module[name] }))),
    load,
    source,
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
  const { load, source } = screenModule('record-list/record-list-page');
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
    },
  };
}

const recordPages = <R>(pages: RecordPages<R>) => pages as unknown as RecordPages<never>;

/** A page made from a page record: the record's meta title and description when it has them. */
const fromPageRecord =
  (apiPath: string, fallback: PageMeta) =>
  (read: ReadData): PageMeta => {
    const record = read<Page[]>(apiPath)?.[0];
    return {
      title: record?.title || fallback.title,
      documentTitle: record?.meta_title,
      description: record?.meta_description || fallback.description,
      image: record?.image ?? fallback.image,
    };
  };

const excerpt = (text: string, length = 155) =>
  text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;

/**
 * Every public page, declared once: the router, the server's rendering (data, head, status), the
 * sitemap, the header menus and the footer are derived from this table. /AdminLogin and
 * /AdminPage/* belong to the back office, not to this app.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    screen: screen('home/home-page', 'HomePage'),
    reads: [API_PATHS.rates],
    meta: {
      title: BANK.name,
      documentTitle: BANK.name,
      description:
        'Vishwas Co-operative Urban Bank, Pune: savings accounts, fixed and recurring deposits, home, gold, vehicle and business loans, for members since 1921.',
    },
    describesBank: true,
  },
  {
    path: '/About',
    screen: screen('about/about-page', 'AboutPage'),
    reads: [API_PATHS.about, listPath('gallery')],
    meta: fromPageRecord(API_PATHS.about, {
      title: 'About Us',
      description: "The bank's history, vision and mission, and pictures of its branches and events.",
    }),
    menu: { label: 'ABOUT US', group: 'main', order: 1 },
    footer: { label: 'About', order: 1 },
  },
  {
    path: '/Services',
    screen: screen('services/services-page', 'ServicesPage'),
    reads: [listPath('services')],
    meta: {
      title: 'Services',
      description: 'Banking services for members: lockers, RTGS and NEFT, mobile banking, bill payments and more.',
    },
    menu: { label: 'Services', group: 'main', order: 2 },
    footer: { label: 'Services', order: 5 },
  },
  {
    path: '/Deposits',
    screen: screen('deposits/deposits-page', 'DepositsPage'),
    reads: [listPath('deposits')],
    meta: {
      title: 'Deposits',
      description:
        'Savings, current, fixed and recurring deposit plans with their interest rates, and higher rates for senior citizens.',
    },
    menu: { label: 'Deposits', group: 'main', order: 3 },
    footer: { label: 'Deposits', order: 6 },
  },
  {
    path: '/Loan',
    screen: screen('loans/loans-page', 'LoansPage'),
    reads: [listPath('loans')],
    meta: {
      title: 'Loans',
      description: 'Home, vehicle, gold, education and business loan schemes with their interest rates.',
    },
    menu: { label: 'Loans', group: 'main', order: 4 },
    footer: { label: 'Loans', order: 7 },
  },
  {
    path: '/Awards',
    screen: screen('awards/awards-page', 'AwardsPage'),
    reads: [listPath('awards')],
    meta: { title: 'Awards and Achievements', description: 'Recognition earned by the bank and its staff.' },
    recordPages: recordPages<Award>({
      meta: (award) => ({ title: award.title, description: excerpt(award.description), image: award.image }),
    }),
    menu: { label: 'AWARDS AND ACHIEVEMENTS', group: 'more', order: 1 },
    footer: { label: 'Awards', order: 3 },
  },
  recordListPage<ManagementMember>({
    path: '/Managements',
    reads: [listPath('management')],
    meta: { title: 'Management', description: 'The board of directors and the senior management of the bank.' },
    list: {
      lead: 'The board and officers who run the bank for its members.',
      label: 'Management team',
      heading: 'name',
      subheading: 'title',
      picture: { field: 'image', shape: 'portrait' },
    },
    menu: { label: 'MANAGEMENT', group: 'more', order: 3 },
    footer: { label: 'Management', order: 4 },
    alias: '/Management',
  }),
  {
    path: '/Career',
    screen: screen('career/career-page', 'CareerPage'),
    reads: [listPath('jobs')],
    meta: {
      title: 'Career',
      description: 'Openings at the bank: the experience and qualifications each asks for, and how to apply.',
    },
    recordPages: recordPages<Job>({
      meta: (job) => ({
        title: `${job.designation} | Career`,
        description: excerpt(`${job.designation}: ${job.description}`),
      }),
    }),
    menu: { label: 'CAREER', group: 'more', order: 8 },
    footer: { label: 'Career', order: 15 },
  },
  {
    path: '/ContactUs',
    screen: screen('contact/contact-page', 'ContactPage'),
    reads: [],
    meta: {
      title: 'Contact Us',
      description:
        'Addresses, phone numbers, e-mail and banking hours of the head office and the main branch, and a form to send the bank your question.',
    },
    describesBank: true,
    footer: { label: 'Contact Us', order: 10 },
  },
  {
    path: '/News',
    screen: screen('news/news-page', 'NewsPage'),
    reads: [listPath('news')],
    meta: { title: 'News And Events', description: "News from the bank and its members' events, newest first." },
    menu: { label: 'News & Events', group: 'main', order: 5 },
    footer: { label: 'News', order: 2 },
  },
  {
    path: '/PublishedDocuments',
    screen: screen('documents/documents-page', 'DocumentsPage'),
    reads: [listPath('documents')],
    meta: {
      title: 'Published Documents',
      description: 'Annual reports, financial statements and other documents the bank publishes, to download as PDF.',
    },
    menu: { label: 'PUBLISHED DOCUMENTS', group: 'main', order: 6 },
    footer: { label: 'Published Documents', order: 8 },
  },
  {
    path: '/PoliciesCirculars',
    screen: screen('circulars/circulars-page', 'CircularsPage'),
    reads: [API_PATHS.circulars],
    meta: fromPageRecord(API_PATHS.circulars, {
      title: 'Circulars and Policies',
      description: "Notices to members and the bank's policies, to download as PDF.",
    }),
    menu: { label: 'POLICIES&CIRCULARS', group: 'more', order: 2 },
    footer: { label: 'Policies & Circulars', order: 9 },
  },
  {
    path: '/InterestRates',
    screen: screen('interest-rates/interest-rates-page', 'InterestRatesPage'),
    reads: [API_PATHS.ratesHistory, API_PATHS.rates],
    meta: {
      title: 'Interest Rates & Charges',
      description:
        'Deposit and loan interest rates in force, senior citizen rates, minimum balances, service and penal charges, announced revisions and earlier rates.',
    },
    recordPages: recordPages<RateScheduleHistoryEntry>({
      meta: (entry) => ({
        title: `Rates effective from ${formatDate(entry.effective_from)}`,
        description: `Interest rates and charges in force from ${formatDate(entry.effective_from)} to ${formatDate(entry.effective_to)}.`,
      }),
      reads: (id) => [pastRatesPath(id)],
    }),
    menu: { label: 'INTEREST RATES & CHARGES', group: 'more', order: 4 },
    footer: { label: 'Interest Rates', order: 11 },
  },
  {
    path: '/Calculators',
    screen: screen('calculators/calculators-page', 'CalculatorsPage'),
    reads: [API_PATHS.rates],
    storableQuery: (params, read) => isCardCalculatorQuery(params, read<RateSchedule>(API_PATHS.rates)),
    meta: {
      title: 'Calculators',
      description:
        'Work out a loan EMI with its repayment table, and what a fixed or recurring deposit earns by maturity.',
    },
    menu: { label: 'CALCULATORS', group: 'more', order: 5 },
    footer: { label: 'Calculators', order: 12 },
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
      title: 'Customer Protection',
      description:
        'How to complain and escalate, the RBI Ombudsman, reporting an unauthorised transaction or a cyber fraud, and deposit insurance.',
    }),
    menu: { label: 'CUSTOMER PROTECTION', group: 'more', order: 6 },
    footer: { label: 'Customer Protection', order: 13 },
  },
  {
    path: '/UnclaimedDeposits',
    screen: screen('unclaimed-deposits/unclaimed-deposits-page', 'UnclaimedDepositsPage'),
    reads: [API_PATHS.unclaimedDeposits],
    queryReads: (params) => [unclaimedSearchOf(params).apiPath].filter((path): path is string => path !== null),
    meta: fromPageRecord(API_PATHS.unclaimedDeposits, {
      title: 'Unclaimed Deposits',
      description: 'Search the list of unclaimed deposits, and how to claim one.',
    }),
  },
  {
    path: '/Branches',
    screen: screen('branches/branches-page', 'BranchesPage'),
    reads: [listPath('branches')],
    meta: {
      title: 'Branches',
      description:
        'Every branch of the bank with its address, IFSC and MICR codes, phone numbers, e-mail, hours and a map.',
    },
    menu: { label: 'BRANCHES', group: 'more', order: 7 },
    footer: { label: 'Branches', order: 14 },
  },
  {
    path: '/Privacy',
    screen: screen('privacy/privacy-page', 'PrivacyPage'),
    reads: [API_PATHS.privacy],
    meta: fromPageRecord(API_PATHS.privacy, {
      title: 'Privacy Notice',
      description: 'What the forms on this site collect, why, how long the bank keeps it, and whom to ask.',
    }),
    footer: { label: 'Privacy', order: 16 },
  },
];

/** Shown, with status 404, for every path no page claims. */
export const NOT_FOUND_PAGE: Pick<PublicPage, 'screen' | 'meta' | 'reads'> = {
  screen: screen('not-found/not-found-page', 'NotFoundPage'),
  reads: [],
  meta: { title: 'Page Not Found', description: 'The page you are looking for does not exist or has moved.' },
};
