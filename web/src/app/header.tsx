import { useEffect, useRef, useState } from 'react';
import { BANK, STICKY_HEADER_OFFSET } from '@bank/shared';
import { ExternalLink } from '../components/external-link';
import { CloseIcon, MenuIcon } from '../components/icons';
import { useFocusTrap } from '../lib/use-focus-trap';
import { useHiddenParts } from '../lib/hidden-parts';
import { useInternetBanking } from '../lib/site-settings';
import { useHydrated } from '../lib/use-hydrated';
import { defineIsland } from '../lib/island';
import { SiteLink, SiteNavLink, useSiteLocation } from '../lib/site-navigation';
import logo from '../assets/logo.svg';
import { LanguageSwitch } from './language-switch';
import { MoreMenu } from './more-menu';
import { MAIN_NAV, MOBILE_MORE_NAV, withoutHidden } from './navigation';
import './header.css';
import { useI18n } from '../lib/i18n';

/** True once the page has scrolled past the sticky threshold (more than 10 px). */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

/** The phone menu's entries: the main links, MORE in place, CONTACT US and the internet banking. */
function MobileMenuEntries({ onFollow }: { onFollow?: () => void }) {
  const i18n = useI18n();
  const mainNav = withoutHidden(MAIN_NAV, useHiddenParts());
  const internetBanking = useInternetBanking();
  return (
    <>
      <ul>
        {mainNav.map((entry) => (
          <li key={entry.to}>
            <SiteNavLink to={entry.to} onClick={onFollow}>
              {i18n._(entry.label)}
            </SiteNavLink>
          </li>
        ))}
        <MoreMenu entries={MOBILE_MORE_NAV} inline onFollow={onFollow} />
      </ul>
      <div className="mobile-menu__actions">
        <SiteLink to="/ContactUs" className="button button--accent" onClick={onFollow}>
          {i18n._('CONTACT US')}
        </SiteLink>
        {internetBanking && (
          <ExternalLink href={internetBanking.href} className="button button--ghost">
            {i18n._(internetBanking.label)}
          </ExternalLink>
        )}
      </div>
    </>
  );
}

export function Header() {
  const i18n = useI18n();
  const hydrated = useHydrated();
  const mainNav = withoutHidden(MAIN_NAV, useHiddenParts());
  const internetBanking = useInternetBanking();
  const sticky = useScrolledPast(STICKY_HEADER_OFFSET);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useSiteLocation();
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const mobileMenu = useRef<HTMLElement>(null);

  // A followed link closes the mobile menu.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (menuOpen) closeButton.current?.focus();
  }, [menuOpen]);
  useFocusTrap(mobileMenu, menuOpen, () => {
    setMenuOpen(false);
    openButton.current?.focus();
  });

  return (
    <header className={`site-header${sticky ? ' is-sticky' : ''}`} data-sticky={sticky}>
      {/* Top right on a wide screen, above CONTACT US: the main menu leaves no room beside them. */}
      <div className="site-header__top">
        <div className="container site-header__top-row">
          <LanguageSwitch />
          {internetBanking && (
            <ExternalLink href={internetBanking.href} className="site-header__banking">
              {i18n._(internetBanking.label)}
            </ExternalLink>
          )}
        </div>
      </div>
      <div className="container site-header__bar">
        <SiteLink to="/" className="site-header__logo">
          <img src={logo} alt={i18n._('{bank} home', { bank: BANK.name })} width={240} height={56} />
        </SiteLink>
        <nav className="nav nav--desktop" aria-label={i18n._('Main')}>
          <ul>
            {mainNav.map((entry) => (
              <li key={entry.to}>
                <SiteNavLink className="nav__link" to={entry.to}>
                  {i18n._(entry.label)}
                </SiteNavLink>
              </li>
            ))}
            <MoreMenu />
          </ul>
        </nav>
        <SiteLink to="/ContactUs" className="button button--accent site-header__contact">
          {i18n._('CONTACT US')}
        </SiteLink>
        {hydrated ? (
          <button
            type="button"
            ref={openButton}
            className="icon-button site-header__hamburger"
            aria-label={i18n._('Open menu')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        ) : (
          // Until the scripts run (or without them) the phone menu is a <details> that drops its links below the header.
          <details className="site-header__menu">
            <summary className="icon-button site-header__hamburger">
              <MenuIcon className="site-header__menu-open" />
              <CloseIcon className="site-header__menu-close" />
              <span className="visually-hidden">{i18n._('Menu')}</span>
            </summary>
            <nav className="mobile-menu" aria-label={i18n._('Mobile')}>
              <MobileMenuEntries />
            </nav>
          </details>
        )}
      </div>

      {hydrated && (
        <>
          <div
            className={`mobile-menu__backdrop${menuOpen ? ' is-open' : ''}`}
            onClick={() => setMenuOpen(false)}
            aria-hidden="true"
          />
          <nav
            id="mobile-menu"
            ref={mobileMenu}
            className={`mobile-menu${menuOpen ? ' is-open' : ''}`}
            aria-label={i18n._('Mobile')}
            hidden={!menuOpen}
          >
            <button
              type="button"
              ref={closeButton}
              className="icon-button mobile-menu__close"
              aria-label={i18n._('Close menu')}
              onClick={() => setMenuOpen(false)}
            >
              <CloseIcon />
            </button>
            <MobileMenuEntries onFollow={() => setMenuOpen(false)} />
          </nav>
        </>
      )}
    </header>
  );
}

/** The header hydrates as an island on a page that hydrates in islands: its menus are scripted. */
export const HEADER_ISLAND = defineIsland('header', Header);
