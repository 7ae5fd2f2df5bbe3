import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BANK } from '@bank/shared';
import { Footer } from './footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );

const hrefs = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('Footer', () => {
  it('shows the head office with its phone, mobile and e-mail', () => {
    renderFooter();
    const office = screen.getByRole('region', { name: 'Head Office' });
    expect(office).toHaveTextContent(BANK.headOffice.address);
    expect(hrefs(office)).toEqual(expect.arrayContaining(['tel:02025456700', 'tel:+919822045670', 'mailto:info@vishwasbank.in', BANK.social.facebook]));
  });

  it('shows the main branch beside it, from the constants the contact page uses', () => {
    renderFooter();
    const branch = screen.getByRole('region', { name: 'Main Branch' });
    expect(branch).toHaveTextContent(BANK.mainBranch.address);
    expect(branch).toHaveTextContent('Phone: 020-2447 3310, 020-2447 3311');
    expect(branch).toHaveTextContent('Mobile: +91 98220 45671');
    expect(hrefs(branch)).toEqual(['tel:02024473310', 'tel:02024473311', 'tel:+919822045671', 'mailto:mainbranch@vishwasbank.in', 'mailto:loans@vishwasbank.in']);
  });

  it('links every page the spec lists and prints the current year', () => {
    renderFooter();
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(hrefs(links)).toEqual(['/About', '/News', '/Awards', '/Managements', '/Services', '/Deposits', '/Loan', '/PublishedDocuments', '/PoliciesCirculars', '/ContactUs', '/InterestRates', '/Calculators']);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });
});
