import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BANK, STICKY_HEADER_OFFSET } from '@bank/shared';
import { CloseIcon, MenuIcon } from '../components/icons';
import { useFocusTrap } from '../lib/use-focus-trap';
import logo from '../assets/logo.svg';
import { MoreMenu } from './more-menu';
import { MAIN_NAV, MOBILE_MORE_NAV } from './navigation';
import './header.css';

/** True once the page has scrolled past the sticky threshold (more than 10 px). */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

export function Header() {
  const sticky = useScrolledPast(STICKY_HEADER_OFFSET);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
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
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo">
          <img src={logo} alt={`${BANK.name} home`} width={240} height={56} />
        </Link>
        <nav className="nav nav--desktop" aria-label="Main">
          <ul>
            {MAIN_NAV.map((entry) => (
              <li key={entry.to}>
                <NavLink className="nav__link" to={entry.to}>
                  {entry.label}
                </NavLink>
              </li>
            ))}
            <MoreMenu />
          </ul>
        </nav>
        <Link to="/ContactUs" className="button button--accent site-header__contact">
          CONTACT US
        </Link>
        <button type="button" ref={openButton} className="icon-button site-header__hamburger" aria-label="Open menu" aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(true)}>
          <MenuIcon />
        </button>
      </div>

      <div className={`mobile-menu__backdrop${menuOpen ? ' is-open' : ''}`} onClick={() => setMenuOpen(false)} aria-hidden="true" />
      <nav id="mobile-menu" ref={mobileMenu} className={`mobile-menu${menuOpen ? ' is-open' : ''}`} aria-label="Mobile" hidden={!menuOpen}>
        <button type="button" ref={closeButton} className="icon-button mobile-menu__close" aria-label="Close menu" onClick={() => setMenuOpen(false)}>
          <CloseIcon />
        </button>
        <ul>
          {MAIN_NAV.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} onClick={() => setMenuOpen(false)}>
                {entry.label}
              </NavLink>
            </li>
          ))}
          <MoreMenu entries={MOBILE_MORE_NAV} inline />
        </ul>
        <Link to="/ContactUs" className="button button--accent" onClick={() => setMenuOpen(false)}>
          CONTACT US
        </Link>
      </nav>
    </header>
  );
}
