import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, MAIN_NAV, MOBILE_MORE_NAV, MORE_NAV } from './navigation';
import { matchPublicPage } from './match-page';
import { PUBLIC_PAGES } from './public-pages';
import { routes } from './routes';

// Written out by hand as the site had them before the router, menus and footer were derived from
// the one table of public pages: deriving them must change no link, label or order. A page added
// since takes its place among them (each list keeps these entries, in this order) and is checked
// by walking the table.

type Entry = string | undefined | { label: string; to: string };
const keyOf = (entry: Entry) => (typeof entry === 'object' ? entry.to : entry);

/** `actual` holds every entry of `expected`, word for word and in its order, whatever was added between them. */
function expectAmong(actual: readonly Entry[], expected: readonly Entry[]) {
  expect(actual.filter((entry) => expected.some((wanted) => keyOf(wanted) === keyOf(entry)))).toEqual(expected);
}

/** The router's paths in order: the records' addresses (`:id`), the management alias and the 404 among them. */
const ROUTED_PATHS = [
  '/',
  '/About',
  '/Services',
  '/Deposits',
  '/Loan',
  '/Awards',
  '/Awards/:id',
  '/Managements',
  '/Management',
  '/Career',
  '/Career/:id',
  '/ContactUs',
  '/News',
  '/PublishedDocuments',
  '/PoliciesCirculars',
  '/InterestRates',
  '/InterestRates/:id',
  '/Calculators',
  '/CustomerProtection',
  '/UnclaimedDeposits',
  '/Branches',
  '/Privacy',
  '*',
];

/** The footer's quick links in their order. */
const SPEC_FOOTER_LINKS = [
  { label: 'About', to: '/About' },
  { label: 'News', to: '/News' },
  { label: 'Awards', to: '/Awards' },
  // Labels in words people read, not the spec's path spellings ('PoliciesCirculars'); the targets stay.
  { label: 'Management', to: '/Managements' },
  { label: 'Services', to: '/Services' },
  { label: 'Deposits', to: '/Deposits' },
  { label: 'Loans', to: '/Loan' },
  { label: 'Published Documents', to: '/PublishedDocuments' },
  { label: 'Policies & Circulars', to: '/PoliciesCirculars' },
  { label: 'Contact Us', to: '/ContactUs' },
  { label: 'Interest Rates', to: '/InterestRates' },
  { label: 'Calculators', to: '/Calculators' },
  { label: 'Customer Protection', to: '/CustomerProtection' },
  { label: 'Branches', to: '/Branches' },
  { label: 'Career', to: '/Career' },
  { label: 'Privacy', to: '/Privacy' },
];

describe('tables derived from the public pages', () => {
  it('routes every public path, each award, job and past rate schedule by id, the management alias and the 404', () => {
    const paths = routes[0].children!.map((route) => route.path);
    for (const page of PUBLIC_PAGES) expect(paths).toContain(page.path);
    expect(paths.at(-1)).toBe('*');
    expectAmong(paths, ROUTED_PATHS);
  });

  it('matches paths as the router does: records by whole-number id, the alias as a redirect, the rest as not found', () => {
    expect(matchPublicPage('/News')).toMatchObject({ kind: 'page', page: { path: '/News' } });
    expect(matchPublicPage('/news')).toMatchObject({ kind: 'page', page: { path: '/News' } });
    expect(matchPublicPage('/Awards/12')).toMatchObject({ kind: 'page', page: { path: '/Awards' }, recordId: 12 });
    expect(matchPublicPage('/Awards/abc').kind).toBe('not-found');
    expect(matchPublicPage('/News/3').kind).toBe('not-found');
    expect(matchPublicPage('/Management')).toEqual({ kind: 'redirect', location: '/Managements' });
    expect(matchPublicPage('/AdminPage').kind).toBe('not-found');
  });

  it('lists the header menu and its MORE entries', () => {
    expectAmong(MAIN_NAV, [
      { label: 'ABOUT US', to: '/About' },
      { label: 'Services', to: '/Services' },
      { label: 'Deposits', to: '/Deposits' },
      { label: 'Loans', to: '/Loan' },
      { label: 'News & Events', to: '/News' },
      { label: 'PUBLISHED DOCUMENTS', to: '/PublishedDocuments' },
    ]);
    expectAmong(MORE_NAV, [
      { label: 'AWARDS AND ACHIEVEMENTS', to: '/Awards' },
      { label: 'POLICIES&CIRCULARS', to: '/PoliciesCirculars' },
      { label: 'MANAGEMENT', to: '/Managements' },
      { label: 'INTEREST RATES & CHARGES', to: '/InterestRates' },
      { label: 'CALCULATORS', to: '/Calculators' },
      { label: 'CUSTOMER PROTECTION', to: '/CustomerProtection' },
      { label: 'BRANCHES', to: '/Branches' },
      { label: 'CAREER', to: '/Career' },
    ]);
    expectAmong(MOBILE_MORE_NAV, [
      { label: 'AWARDS AND ACHIEVEMENTS', to: '/Awards' },
      { label: 'POLICIES&CIRCULARS', to: '/PoliciesCirculars' },
      { label: 'MANAGEMENT', to: '/Management' },
      { label: 'INTEREST RATES & CHARGES', to: '/InterestRates' },
      { label: 'CALCULATORS', to: '/Calculators' },
      { label: 'CUSTOMER PROTECTION', to: '/CustomerProtection' },
      { label: 'BRANCHES', to: '/Branches' },
      { label: 'CAREER', to: '/Career' },
    ]);
  });

  it("lists the footer's quick links in their order", () => {
    expectAmong(FOOTER_LINKS, SPEC_FOOTER_LINKS);
    for (const page of PUBLIC_PAGES.filter((entry) => entry.footer))
      expect(FOOTER_LINKS).toContainEqual({ label: page.footer!.label, to: page.path });
  });
});
