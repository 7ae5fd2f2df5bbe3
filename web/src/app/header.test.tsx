import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SiteRouter } from '../testing/site-router';
import { SiteSWRConfig } from '../testing/site-swr';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@bank/shared';
import { BANKING_SET, siteSettingsData } from '../testing/site-settings-fixture';
import { PageNavigation } from '../lib/site-navigation';
import { Header } from './header';

const withSettings = (settings?: Partial<SiteSettings>) => (
  <SiteSWRConfig value={{ fallback: siteSettingsData(settings), provider: () => new Map() }}>
    <SiteRouter>
      <Header />
    </SiteRouter>
  </SiteSWRConfig>
);

const renderHeader = (settings?: Partial<SiteSettings>) => render(withSettings(settings));

describe('Header', () => {
  it('sends MORE and the phone menu as <details> lists of plain links, which work before and without the scripts', () => {
    // What the server sends: with JavaScript the buttons below replace them once React takes the page over.
    const page = document.createElement('div');
    page.innerHTML = renderToString(withSettings());
    expect(page.querySelectorAll('button')).toHaveLength(0);
    const disclosures = Array.from(page.querySelectorAll('details'));
    expect(disclosures.map((details) => details.querySelector(':scope > summary')?.textContent?.trim())).toEqual([
      'MORE',
      'Menu',
      'MORE',
    ]);
    const [desktopMore, phoneMenu] = disclosures;
    expect(
      within(desktopMore)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/Awards',
      '/PoliciesCirculars',
      '/Managements',
      '/InterestRates',
      '/Calculators',
      '/CustomerProtection',
      '/Branches',
      '/Career',
    ]);
    const phoneLinks = within(phoneMenu)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    // The language switch is not among them: the top band shows it at every width.
    expect(phoneLinks).toEqual([
      '/About',
      '/Services',
      '/Deposits',
      '/Loan',
      '/News',
      '/PublishedDocuments',
      '/Awards',
      '/PoliciesCirculars',
      '/Management',
      '/InterestRates',
      '/Calculators',
      '/CustomerProtection',
      '/Branches',
      '/Career',
      '/ContactUs',
    ]);
  });

  it('turns sticky once the page has scrolled more than 10 pixels', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-sticky', 'true');
  });

  it('opens the MORE menu from the keyboard and closes it with Escape', async () => {
    renderHeader();
    const more = screen.getByRole('button', { name: 'MORE' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' })).toHaveAttribute('href', '/Awards');
    expect(screen.getByRole('link', { name: 'POLICIES&CIRCULARS' })).toHaveAttribute('href', '/PoliciesCirculars');
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });

  it('opens the slide-in menu with the hamburger and closes it with the close icon', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveClass('is-open');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu).not.toHaveClass('is-open');
  });

  it('keeps the keyboard inside the open mobile menu, and Escape closes it and returns to the hamburger', async () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'CONTACT US' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toHaveClass('is-open');
    expect(hamburger).toHaveFocus();
  });

  it('holds AWARDS, POLICIES, MANAGEMENT, RATES, CALCULATORS, PROTECTION, BRANCHES and CAREER behind a MORE disclosure in the slide-in menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const more = within(menu).getByRole('button', { name: 'MORE' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' })).toBeNull();

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(menu).toContainElement(list);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['AWARDS AND ACHIEVEMENTS', '/Awards'],
      ['POLICIES&CIRCULARS', '/PoliciesCirculars'],
      // The mobile menu sends management to /Management; the router forwards it.
      ['MANAGEMENT', '/Management'],
      ['INTEREST RATES & CHARGES', '/InterestRates'],
      ['CALCULATORS', '/Calculators'],
      ['CUSTOMER PROTECTION', '/CustomerProtection'],
      ['BRANCHES', '/Branches'],
      ['CAREER', '/Career'],
    ]);

    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('opens the mobile MORE from the keyboard; Escape closes it first, then the slide-in menu', async () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(hamburger);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const more = within(menu).getByRole('button', { name: 'MORE' });
    more.focus();
    await userEvent.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(within(menu).getByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(menu).toHaveClass('is-open');

    await userEvent.keyboard('{Escape}');
    expect(menu).not.toHaveClass('is-open');
    expect(hamburger).toHaveFocus();
  });

  it('has no Internet Banking link until the bank sets its address', async () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: /Internet Banking/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: /Internet Banking/ }),
    ).toBeNull();
  });

  it("links the bank's internet banking top right and in the phone menu beside CONTACT US, in a new tab", async () => {
    renderHeader(BANKING_SET);
    const banner = screen.getByRole('banner');
    const [topRight] = within(banner).getAllByRole('link', { name: 'Internet Banking (opens in a new tab)' });
    expect(topRight).toHaveAttribute('href', BANKING_SET.internet_banking_url);
    expect(topRight).toHaveAttribute('target', '_blank');
    expect(topRight).toHaveAttribute('rel', 'noopener noreferrer');
    // Only the internet banking: the apps are the footer's.
    expect(within(banner).queryByRole('link', { name: /app/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const actions = within(menu).getByRole('link', { name: 'CONTACT US' }).parentElement!;
    expect(within(actions).getByRole('link', { name: 'Internet Banking (opens in a new tab)' })).toHaveAttribute(
      'href',
      BANKING_SET.internet_banking_url,
    );
    // The keyboard goes round the open menu through it, the menu's last link.
    await userEvent.tab({ shift: true });
    expect(within(actions).getByRole('link', { name: /Internet Banking/ })).toHaveFocus();
  });

  it('sends the internet banking link in the page the server renders, for the phone menu without scripts too', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(withSettings(BANKING_SET));
    const links = Array.from(page.querySelectorAll(`a[href="${BANKING_SET.internet_banking_url}"]`));
    expect(links).toHaveLength(2);
    expect(page.querySelector('details.site-header__menu')).toContainElement(links[1] as HTMLElement);
  });

  it('in a page hydrated in islands, without a router, closes the phone menu when one of its links is followed', async () => {
    // The link loads its page; the menu must not be open when the visitor comes Back to this one.
    render(
      <SiteSWRConfig value={{ fallback: siteSettingsData(), provider: () => new Map() }}>
        <PageNavigation base="/mr" pathname="/" search="">
          <Header />
        </PageNavigation>
      </SiteSWRConfig>,
    );
    // Followed links go nowhere in this test's document: only the menu's answer to them is seen.
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Deposits' }));
    expect(menu).not.toHaveClass('is-open');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'MORE' }));
    const awards = within(menu).getByRole('link', { name: 'AWARDS AND ACHIEVEMENTS' });
    expect(awards).toHaveAttribute('href', '/mr/Awards');
    await userEvent.click(awards);
    expect(menu).not.toHaveClass('is-open');
    document.removeEventListener('click', stay);
  });
});
