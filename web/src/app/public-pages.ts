import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Where a page is linked from: the header (its main row or the MORE list) and the footer's quick links. */
export interface MenuEntry {
  label: string;
  group: 'main' | 'more';
  /** Place within its group, lowest first. */
  order: number;
}

export interface FooterEntry {
  label: string;
  order: number;
}

/** One public page: its path, its screen (a chunk of its own) and the links that lead to it. */
export interface PublicPage {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
  menu?: MenuEntry;
  footer?: FooterEntry;
  /** A second path the mobile menu links, sent on to `path`. */
  alias?: string;
}

// Each screen is its own chunk: a visitor downloads only the pages they open.
const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));

/**
 * Every public page, declared once: the router, the header menus and the footer are derived from
 * this table. /AdminLogin and /AdminPage/* belong to the back office, not to this app.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', screen: screen(() => import('../features/home/home-page'), 'HomePage') },
  {
    path: '/About',
    screen: screen(() => import('../features/about/about-page'), 'AboutPage'),
    menu: { label: 'ABOUT US', group: 'main', order: 1 },
    footer: { label: 'About', order: 1 },
  },
  {
    path: '/Services',
    screen: screen(() => import('../features/services/services-page'), 'ServicesPage'),
    menu: { label: 'Services', group: 'main', order: 2 },
    footer: { label: 'Services', order: 5 },
  },
  {
    path: '/Deposits',
    screen: screen(() => import('../features/deposits/deposits-page'), 'DepositsPage'),
    menu: { label: 'Deposits', group: 'main', order: 3 },
    footer: { label: 'Deposits', order: 6 },
  },
  {
    path: '/Loan',
    screen: screen(() => import('../features/loans/loans-page'), 'LoansPage'),
    menu: { label: 'Loans', group: 'main', order: 4 },
    footer: { label: 'Loan', order: 7 },
  },
  {
    path: '/Awards',
    screen: screen(() => import('../features/awards/awards-page'), 'AwardsPage'),
    menu: { label: 'AWARDS AND ACHIEVEMENTS', group: 'more', order: 1 },
    footer: { label: 'Awards', order: 3 },
  },
  {
    path: '/Managements',
    screen: screen(() => import('../features/management/management-page'), 'ManagementPage'),
    menu: { label: 'MANAGEMENT', group: 'more', order: 3 },
    footer: { label: 'Managements', order: 4 },
    alias: '/Management',
  },
  { path: '/Career', screen: screen(() => import('../features/career/career-page'), 'CareerPage') },
  {
    path: '/ContactUs',
    screen: screen(() => import('../features/contact/contact-page'), 'ContactPage'),
    footer: { label: 'ContactUs', order: 10 },
  },
  {
    path: '/News',
    screen: screen(() => import('../features/news/news-page'), 'NewsPage'),
    menu: { label: 'News & Events', group: 'main', order: 5 },
    footer: { label: 'News', order: 2 },
  },
  {
    path: '/PublishedDocuments',
    screen: screen(() => import('../features/documents/documents-page'), 'DocumentsPage'),
    menu: { label: 'PUBLISHED DOCUMENTS', group: 'main', order: 6 },
    footer: { label: 'PublishedDocuments', order: 8 },
  },
  {
    path: '/PoliciesCirculars',
    screen: screen(() => import('../features/circulars/circulars-page'), 'CircularsPage'),
    menu: { label: 'POLICIES&CIRCULARS', group: 'more', order: 2 },
    footer: { label: 'PoliciesCirculars', order: 9 },
  },
];

/** Shown for every path no page claims. */
export const NOT_FOUND_SCREEN = screen(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
