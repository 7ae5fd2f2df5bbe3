import { isAxiosError } from 'axios';
import { useId, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { preload } from 'swr';
import { BANK, SESSION_KEYS } from '@bank/shared';
import { CONTACT_MESSAGES_URL } from '../features/inbox/api/get-contact-messages';
import { apiClient, fetchJson } from '../lib/api-client';
import { clearSession } from '../lib/session';
import { RESOURCE_DEFINITIONS } from '../resources';
import './shell.css';

/** Side-menu entries: dashboard and inbox, the list editors that have an entry of their own, the rate schedules, then the site settings and Pages. */
export const MENU: ReadonlyArray<{ to: string; label: string }> = [
  { to: '/AdminPage/Dashboard', label: 'Dashboard' },
  { to: '/AdminPage/CustomerRating', label: 'Feedbacks' },
  ...RESOURCE_DEFINITIONS.flatMap(({ route, menuLabel }) => (menuLabel ? [{ to: `/AdminPage/${route}`, label: menuLabel }] : [])),
  { to: '/AdminPage/InterestRates', label: 'Interest Rates' },
  { to: '/AdminPage/Complaints', label: 'Complaints' },
  { to: '/AdminPage/CustomerProtection', label: 'Customer Protection' },
  { to: '/AdminPage/Activity', label: 'Activity' },
  { to: '/AdminPage/SiteSettings', label: 'Site settings' },
  { to: '/AdminPage/PageEdit', label: 'Pages' },
];

/**
 * What a screen reads first, asked for as its menu entry is pressed (or clicked from the keyboard):
 * the request then runs while the screen's code loads instead of after it (the inbox's 20,000
 * enquiries are most of its opening time). Not on hover or focus: a preloaded answer waits for its
 * screen, and one fetched long before the screen opens would show old data.
 */
const MENU_DATA: Readonly<Record<string, string>> = { '/AdminPage/CustomerRating': CONTACT_MESSAGES_URL };
const preloadFor = (to: string) => () => {
  const key = MENU_DATA[to];
  if (key) void preload(key, fetchJson).catch(() => undefined);
};

/**
 * POST /api/admin/logout with the credential; the session is cleared only once the server has revoked it.
 * A 401 means the credential was already dead: the client has ended the session, so logging out is done.
 */
export async function logOut(): Promise<boolean> {
  try {
    await apiClient.post('/admin/logout');
    clearSession();
    return true;
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 401) return true;
    console.error('Logout failed', error);
    return false;
  }
}

/** The back office frame: collapsible side menu, top bar, and the current screen. */
export function AdminShell() {
  const navigate = useNavigate();
  const menuId = useId();
  const accountId = useId();
  const [menuOpen, setMenuOpen] = useState(true);
  const [accountOpen, setAccountOpen] = useState(false);
  const email = localStorage.getItem(SESSION_KEYS.adminEmail) ?? '';

  async function handleLogout() {
    if (await logOut()) navigate('/AdminLogin', { replace: true });
  }

  return (
    <div className={`shell${menuOpen ? '' : ' shell--collapsed'}`}>
      <aside className="shell__side" aria-label="Back office">
        <div className="shell__brand">
          <span className="shell__title" title={BANK.name}>
            {BANK.shortName}
          </span>
          <button
            type="button"
            className="shell__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Collapse menu' : 'Expand menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '«' : '»'}</span>
          </button>
        </div>
        <nav id={menuId} aria-label="Main menu" hidden={!menuOpen}>
          <ul className="shell__menu">
            {MENU.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) => `shell__link${isActive ? ' shell__link--active' : ''}`}
                  onPointerDown={preloadFor(entry.to)}
                  onClick={preloadFor(entry.to)}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="shell__top">
          <p className="shell__greeting">
            Welcome, <strong>{email}</strong>
          </p>
          <div className="shell__actions">
            <div className="shell__account">
              {/* The panel holds nothing to focus: Escape can only come from its button. */}
              <button
                type="button"
                className="button"
                aria-expanded={accountOpen}
                aria-controls={accountId}
                onClick={() => setAccountOpen((open) => !open)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setAccountOpen(false);
                }}
              >
                Account
              </button>
              <div id={accountId} className="shell__account-panel" hidden={!accountOpen}>
                <p>Signed in as</p>
                <p>
                  <strong>{email}</strong>
                </p>
              </div>
            </div>
            <button type="button" className="button button--primary" onClick={handleLogout}>
              Logout
            </button>
          </div>
        </header>
        <main className="shell__content" id="content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
