import { render, screen, within } from '@testing-library/react';
import { SiteRouter } from '../testing/site-router';
import { SiteSWRConfig } from '../testing/site-swr';
import { describe, expect, it } from 'vitest';
import { loadWholeCatalogue } from 'virtual:site-catalogues';
import { I18nProvider, SiteI18n } from '../lib/i18n';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '@bank/shared';
import { BRANCHES } from '../testing/branches-fixture';
import { BANKING_SET, NO_SOCIAL_PAGES, siteSettingsData } from '../testing/site-settings-fixture';
import { Footer } from './footer';
import { PUBLIC_PAGES } from './public-pages';

const renderFooter = (branches = BRANCHES, settings?: Partial<SiteSettings>) =>
  render(
    <SiteSWRConfig
      value={{ fallback: { '/api/branches': branches, ...siteSettingsData(settings) }, provider: () => new Map() }}
    >
      <SiteRouter>
        <Footer />
      </SiteRouter>
    </SiteSWRConfig>,
  );

const hrefs = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The footer's quick links as the spec lists them, with Career. */
const SPEC_QUICK_LINKS = [
  '/About',
  '/News',
  '/Awards',
  '/Managements',
  '/Services',
  '/Deposits',
  '/Loan',
  '/PublishedDocuments',
  '/PoliciesCirculars',
  '/ContactUs',
  '/InterestRates',
  '/Calculators',
  '/CustomerProtection',
  '/Branches',
  '/Career',
  '/Privacy',
];

describe('Footer', () => {
  it('shows the head office with its phone, mobile and e-mail', () => {
    renderFooter();
    const office = screen.getByRole('region', { name: 'Head Office' });
    expect(office).toHaveTextContent(BRANCHES[0].address);
    expect(office).toHaveTextContent('Phone: 020-2545 6700');
    expect(office).toHaveTextContent('Mobile: +91 98220 45670');
    expect(office).toHaveTextContent('E-mail: info@vishwasbank.in');
    expect(hrefs(office)).toEqual(
      expect.arrayContaining([
        'tel:02025456700',
        'tel:+919822045670',
        'mailto:info@vishwasbank.in',
        SITE_SETTINGS_DEFAULTS.facebook_url,
      ]),
    );
  });

  it('shows no office while no branch is published, the social links still', () => {
    renderFooter([]);
    expect(screen.queryByRole('region', { name: 'Head Office' })).toBeNull();
    expect(screen.getByRole('link', { name: /facebook/i })).toBeInTheDocument();
  });

  it('shows the first branch beside it, from the branch records the contact page uses', () => {
    renderFooter();
    const branch = screen.getByRole('region', { name: 'Main Branch' });
    expect(branch).toHaveTextContent(BRANCHES[1].address);
    expect(branch).toHaveTextContent('Phone: 020-2447 3310, 020-2447 3311');
    expect(branch).toHaveTextContent('Mobile: +91 98220 45671');
    expect(hrefs(branch)).toEqual([
      'tel:02024473310',
      'tel:02024473311',
      'tel:+919822045671',
      'mailto:mainbranch@vishwasbank.in',
      'mailto:loans@vishwasbank.in',
    ]);
  });

  it('links every page the spec lists, and Career, and prints the current year', () => {
    renderFooter();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    const linked = hrefs(links);
    // The spec's pages and Career, in this order, whatever pages were added between them since.
    expect(linked.filter((href) => href !== null && SPEC_QUICK_LINKS.includes(href))).toEqual(SPEC_QUICK_LINKS);
    for (const page of PUBLIC_PAGES.filter((entry) => entry.footer)) expect(linked).toContain(page.path);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('names its links in words people read, not as their paths are spelt', () => {
    renderFooter();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    for (const [label, href] of [
      ['Policies & Circulars', '/PoliciesCirculars'],
      ['Contact Us', '/ContactUs'],
      ['Published Documents', '/PublishedDocuments'],
      ['Management', '/Managements'],
      ['Loans', '/Loan'],
    ]) {
      expect(within(links).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(links).queryByText(/PoliciesCirculars|ContactUs|PublishedDocuments|Managements/)).toBeNull();
  });

  it("shows the bank's hours as they are today until the bank changes them", () => {
    renderFooter();
    const hours = screen.getByRole('region', { name: 'Banking hours' });
    expect(Array.from(hours.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      'Banking: 9.30 am to 5:00 pm',
      'Transactions: 10:00 am to 4:00 pm',
      'Holidays: Sunday, the 2nd and 4th Saturday and other public holidays in the bank calendar.',
    ]);
  });

  it('shows the hours the bank has set, without doubling its own full stop', () => {
    renderFooter(BRANCHES, {
      banking_hours: '10:00 am to 6:00 pm',
      transaction_hours: '10:30 am to 5:00 pm',
      holidays: 'Every Sunday and bank holidays.',
    });
    const hours = screen.getByRole('region', { name: 'Banking hours' });
    expect(hours).toHaveTextContent('Banking: 10:00 am to 6:00 pm');
    expect(hours).toHaveTextContent('Transactions: 10:30 am to 5:00 pm');
    expect(hours).toHaveTextContent(/Holidays: Every Sunday and bank holidays\.$/);
  });

  it('shows no social icons once the bank has emptied every social page', () => {
    renderFooter(BRANCHES, NO_SOCIAL_PAGES);
    const office = screen.getByRole('region', { name: 'Head Office' });
    expect(within(office).queryByRole('list')).toBeNull();
    expect(hrefs(office)).toEqual(['tel:02025456700', 'tel:+919822045670', 'mailto:info@vishwasbank.in']);
  });

  it('has no Bank online block until the bank sets its internet banking or apps', () => {
    renderFooter();
    expect(screen.queryByRole('region', { name: 'Bank online' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Internet Banking|app/ })).toBeNull();
  });

  it('links the internet banking and both apps the bank has set, each in a new tab, and leaves out an empty one', () => {
    renderFooter(BRANCHES, BANKING_SET);
    const online = screen.getByRole('region', { name: 'Bank online' });
    const links = within(online).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Internet Banking (opens in a new tab)', BANKING_SET.internet_banking_url],
      ['Android app (opens in a new tab)', BANKING_SET.android_app_url],
      ['iPhone app (opens in a new tab)', BANKING_SET.ios_app_url],
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(online).getByRole('link', { name: 'Android app (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );

    renderFooter(BRANCHES, { ...BANKING_SET, internet_banking_url: '' });
    expect(
      within(screen.getAllByRole('region', { name: 'Bank online' })[1])
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([BANKING_SET.android_app_url, BANKING_SET.ios_app_url]);
  });
});

describe('Footer on a Marathi page', () => {
  it('marks each of the hours by the language it came in: English where the bank has no Marathi of it', async () => {
    const i18n = new SiteI18n({ locale: 'mr' }, await loadWholeCatalogue('mr'));
    const settings: Partial<SiteSettings> = {
      banking_hours: 'सकाळी 9.30 ते सायंकाळी 5.00',
      transaction_hours: '10:00 am to 3:00 pm',
      holidays: 'रविवार',
      locales: { banking_hours: 'mr', transaction_hours: 'en', holidays: 'mr' },
    };
    render(
      <I18nProvider i18n={i18n}>
        <SiteSWRConfig
          value={{ fallback: { '/api/branches': BRANCHES, ...siteSettingsData(settings) }, provider: () => new Map() }}
        >
          <SiteRouter>
            <Footer />
          </SiteRouter>
        </SiteSWRConfig>
      </I18nProvider>,
    );
    expect(screen.getByText('10:00 am to 3:00 pm')).toHaveAttribute('lang', 'en');
    // The page's own language: no element of its own (the page's lang is on <html>).
    expect(screen.getByText(/सकाळी 9\.30 ते सायंकाळी 5\.00/).closest('[lang]')).toBeNull();
    expect(screen.getByText(/रविवार/).closest('[lang]')).toBeNull();
  });
});
