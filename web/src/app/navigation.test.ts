import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, MAIN_NAV, MOBILE_MORE_NAV, MORE_NAV } from './navigation';
import { routes } from './routes';

// Written out by hand as the site had them before the router, menus and footer were derived from
// the one table of public pages: deriving them must change no link, label or order.

describe('tables derived from the public pages', () => {
  it('routes every public path, the management alias and the 404', () => {
    expect(routes[0].children!.map((route) => route.path)).toEqual([
      '/',
      '/About',
      '/Services',
      '/Deposits',
      '/Loan',
      '/Awards',
      '/Managements',
      '/Management',
      '/Career',
      '/ContactUs',
      '/News',
      '/PublishedDocuments',
      '/PoliciesCirculars',
      '*',
    ]);
  });

  it('lists the header menu and its MORE entries', () => {
    expect(MAIN_NAV).toEqual([
      { label: 'ABOUT US', to: '/About' },
      { label: 'Services', to: '/Services' },
      { label: 'Deposits', to: '/Deposits' },
      { label: 'Loans', to: '/Loan' },
      { label: 'News & Events', to: '/News' },
      { label: 'PUBLISHED DOCUMENTS', to: '/PublishedDocuments' },
    ]);
    expect(MORE_NAV).toEqual([
      { label: 'AWARDS AND ACHIEVEMENTS', to: '/Awards' },
      { label: 'POLICIES&CIRCULARS', to: '/PoliciesCirculars' },
      { label: 'MANAGEMENT', to: '/Managements' },
    ]);
    expect(MOBILE_MORE_NAV).toEqual([
      { label: 'AWARDS AND ACHIEVEMENTS', to: '/Awards' },
      { label: 'POLICIES&CIRCULARS', to: '/PoliciesCirculars' },
      { label: 'MANAGEMENT', to: '/Management' },
    ]);
  });

  it("lists the footer's quick links in their order", () => {
    expect(FOOTER_LINKS).toEqual([
      { label: 'About', to: '/About' },
      { label: 'News', to: '/News' },
      { label: 'Awards', to: '/Awards' },
      { label: 'Managements', to: '/Managements' },
      { label: 'Services', to: '/Services' },
      { label: 'Deposits', to: '/Deposits' },
      { label: 'Loan', to: '/Loan' },
      { label: 'PublishedDocuments', to: '/PublishedDocuments' },
      { label: 'PoliciesCirculars', to: '/PoliciesCirculars' },
      { label: 'ContactUs', to: '/ContactUs' },
    ]);
  });
});
