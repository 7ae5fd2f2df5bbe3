import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterNavigation } from '../app/router-navigation';
import {
  PageNavigation,
  SiteLink,
  SiteNavigationProvider,
  SiteNavLink,
  useSiteLocation,
  type SiteLocation,
} from './site-navigation';

const LINKS = (
  <>
    <SiteLink to="/">Home</SiteLink>
    <SiteLink to="/About" className="button" title="About the bank">
      About
    </SiteLink>
    <SiteLink to="/Calculators?deposit=fd#fixed-deposit">Calculators</SiteLink>
    <SiteNavLink to="/" className="nav__link">
      Home
    </SiteNavLink>
    <SiteNavLink to="/About" className="nav__link">
      About
    </SiteNavLink>
    <SiteNavLink to="/Awards">Awards</SiteNavLink>
    <SiteNavLink to="/Management">Management</SiteNavLink>
  </>
);

/** The links as the router writes them, on a page at `path` under `base`. */
const routerHtml = (base: string, path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[`${base}${path}`]} basename={base || undefined}>
      <RouterNavigation base={base}>{LINKS}</RouterNavigation>
    </MemoryRouter>,
  );

/** The same links as a page hydrated in islands writes them, without a router. */
const pageHtml = (base: string, path: string) => {
  const [pathname, hash = ''] = path.split('#');
  const location: SiteLocation = { pathname, search: '', hash: hash && `#${hash}` };
  return renderToStaticMarkup(<SiteNavigationProvider value={{ base, location }}>{LINKS}</SiteNavigationProvider>);
};

describe("a page's own links", () => {
  it.each([
    ['', '/'],
    ['', '/About'],
    ['', '/awards/3'],
    ['/mr', '/'],
    ['/mr', '/About'],
    ['/hi', '/Awards/12'],
  ])('under %j on %s, are written as the router writes them', (base, path) => {
    expect(pageHtml(base, path)).toBe(routerHtml(base, path));
  });

  it('lead into the page’s language and mark the menu link of the page shown', () => {
    const page = document.createElement('div');
    page.innerHTML = pageHtml('/mr', '/Awards/12');
    const links = Array.from(page.querySelectorAll('a'), (link) => [
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['/mr', null],
      ['/mr/About', null],
      ['/mr/Calculators?deposit=fd#fixed-deposit', null],
      ['/mr', null],
      ['/mr/About', null],
      ['/mr/Awards', 'page'],
      ['/mr/Management', null],
    ]);
  });
});

describe('PageNavigation', () => {
  function WhereAmI() {
    const { pathname, search, hash } = useSiteLocation();
    return <output>{`${pathname}${search}${hash}`}</output>;
  }

  it('follows the fragment as the page jumps (the skip link, an anchor)', async () => {
    window.location.hash = '';
    render(
      <PageNavigation base="/hi" pathname="/" search="?utm=sms">
        <WhereAmI />
        <SiteLink to="/Deposits">Deposits</SiteLink>
      </PageNavigation>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^\/\?utm=sms$/);
    expect(screen.getByRole('link', { name: 'Deposits' })).toHaveAttribute('href', '/hi/Deposits');
    await act(async () => {
      window.location.hash = '#main';
      await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^\/\?utm=sms#main$/);
    window.location.hash = '';
  });
});
