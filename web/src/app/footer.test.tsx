import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { BANK } from '@bank/shared';
import { BRANCHES } from '../testing/branches-fixture';
import { Footer } from './footer';

const renderFooter = (branches = BRANCHES) =>
  render(
    <SWRConfig value={{ fallback: { '/api/branches': branches }, provider: () => new Map() }}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SWRConfig>,
  );

const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('Footer', () => {
  it('shows the head office with its phone, mobile and e-mail', () => {
    renderFooter();
    const office = screen.getByRole('region', { name: 'Head Office' });
    expect(office).toHaveTextContent(BRANCHES[0].address);
    expect(office).toHaveTextContent('Phone: 020-2545 6700');
    expect(office).toHaveTextContent('Mobile: +91 98220 45670');
    expect(office).toHaveTextContent('E-mail: info@vishwasbank.in');
    expect(hrefs(office)).toEqual(expect.arrayContaining(['tel:02025456700', 'tel:+919822045670', 'mailto:info@vishwasbank.in', BANK.social.facebook]));
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
    expect(hrefs(branch)).toEqual(['tel:02024473310', 'tel:02024473311', 'tel:+919822045671', 'mailto:mainbranch@vishwasbank.in', 'mailto:loans@vishwasbank.in']);
  });

  it('links every page the spec lists, and Career, and prints the current year', () => {
    renderFooter();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(hrefs(links)).toEqual(['/About', '/News', '/Awards', '/Managements', '/Services', '/Deposits', '/Loan', '/PublishedDocuments', '/PoliciesCirculars', '/ContactUs', '/InterestRates', '/Calculators', '/CustomerProtection', '/Branches', '/Career', '/Privacy']);
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
});
