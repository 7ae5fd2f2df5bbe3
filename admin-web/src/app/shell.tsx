import { isAxiosError } from 'axios';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { preload } from 'swr';
import { BANK, roleMay, STAFF_ROLE_DESCRIPTIONS, type StaffAbility } from '@bank/shared';
import { apiClient, fetchJson } from '../lib/api-client';
import { clearSession } from '../lib/session';
import { dropAllDrafts } from '../lib/drafts';
import { useStaffAccount } from '../lib/staff-account';
import { IdleWarning } from './idle-warning';
import { useTypingKeepsSessionInUse } from './typing-use';
import { BACK_OFFICE_SCREENS } from './screens';
import './shell.css';

/**
 * Side-menu entries: the screens of the screen table that have one, in their places, with what each
 * reads first and what a role must be allowed to open it.
 */
export const MENU: ReadonlyArray<{
  to: string;
  label: string;
  ability: StaffAbility;
  preload?: string;
  useCount?: () => number;
}> = BACK_OFFICE_SCREENS.flatMap((screen) =>
  screen.menu
    ? [
        {
          to: `/AdminPage/${screen.route}`,
          label: screen.menu.label,
          place: screen.menu.place,
          ability: screen.ability,
          preload: screen.preload,
          useCount: screen.menu.useCount,
        },
      ]
    : [],
)
  .sort((a, b) => a.place - b.place)
  .map(({ to, label, ability, preload, useCount }) => ({ to, label, ability, preload, useCount }));

/** The number beside a menu entry (the changes waiting for approval), none while it is 0. */
function MenuCount({ useCount }: { useCount: () => number }) {
  const count = useCount();
  return count > 0 ? (
    <>
      {' '}
      <span className="shell__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{`${count} waiting`}</span>
    </>
  ) : null;
}

/** Asks for what the entry's screen reads first as the entry is pressed (see `BackOfficeScreen.preload`). */
const preloadFor = (preloaded: string | undefined) => () => {
  if (preloaded) void preload(preloaded, fetchJson).catch(() => undefined);
};

/**
 * POST /api/admin/logout with the credential; the session is cleared only once the server has revoked it.
 * A 401 means the credential was already dead: the client has ended the session, so logging out is done.
 */
async function logOut(accountId: number): Promise<boolean> {
  // Logout leaves nothing typed in this browser (a lapsed session keeps it for the next sign-in).
  dropAllDrafts(accountId);
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

/** A phone's window (600 px or less), where the open menu, a bar above the screen there, would push it below the fold. */
const phoneWide = () => window.matchMedia?.('(max-width: 600px)').matches ?? false;

/** The CSS variable that places toasts below the top bar (lib/toast-host.css). */
const TOP_BAR_BOTTOM = '--shell-top-bar-bottom';

/**
 * Keeps `TOP_BAR_BOTTOM` at the top bar's lower edge as it wraps (a phone's bar is two lines), so
 * that a toast never covers Account and Logout.
 */
function useToastsBelow(topBar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = topBar.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const place = () => root.setProperty(TOP_BAR_BOTTOM, `${bar.offsetTop + bar.offsetHeight}px`);
    place();
    const watcher = new ResizeObserver(place);
    watcher.observe(bar);
    return () => {
      watcher.disconnect();
      root.removeProperty(TOP_BAR_BOTTOM);
    };
  }, [topBar]);
}

/**
 * The back office frame: collapsible side menu (the screens the role may open), top bar (who is signed
 * in, Account, Logout), the current screen, and the warning before the session ends.
 */
export function AdminShell() {
  const navigate = useNavigate();
  const menuId = useId();
  // On a phone the menu starts closed, and closes again once an entry is chosen: the screen comes first.
  const [menuOpen, setMenuOpen] = useState(() => !phoneWide());
  const { account } = useStaffAccount();
  const menu = MENU.filter((entry) => roleMay(account.role, entry.ability));
  useTypingKeepsSessionInUse();
  const topBar = useRef<HTMLElement>(null);
  useToastsBelow(topBar);

  async function handleLogout() {
    if (await logOut(account.id)) navigate('/AdminLogin', { replace: true });
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
            {menu.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) => `shell__link${isActive ? ' shell__link--active' : ''}`}
                  onPointerDown={preloadFor(entry.preload)}
                  onClick={() => {
                    preloadFor(entry.preload)();
                    if (phoneWide()) setMenuOpen(false);
                  }}
                >
                  {entry.label}
                  {entry.useCount && <MenuCount useCount={entry.useCount} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="shell__top" ref={topBar}>
          <p className="shell__greeting">
            Welcome, <strong>{account.email}</strong>
            <span> ({STAFF_ROLE_DESCRIPTIONS[account.role].name})</span>
          </p>
          <div className="shell__actions">
            <NavLink
              to="/AdminPage/Account"
              className={({ isActive }) => `button${isActive ? ' shell__account--active' : ''}`}
            >
              Account
            </NavLink>
            <button type="button" className="button button--primary" onClick={handleLogout}>
              Logout
            </button>
          </div>
        </header>
        <main className="shell__content" id="content">
          <Outlet />
        </main>
        <IdleWarning />
      </div>
    </div>
  );
}
