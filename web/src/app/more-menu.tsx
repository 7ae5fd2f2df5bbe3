import { useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '../components/icons';
import { useHiddenParts } from '../lib/hidden-parts';
import { useHydrated } from '../lib/use-hydrated';
import { SiteNavLink } from '../lib/site-navigation';
import { MORE_NAV, withoutHidden, type NavEntry } from './navigation';
import './more-menu.css';
import { useI18n } from '../lib/i18n';

/**
 * The MORE dropdown: opens on click, Enter, Space or ArrowDown; Escape or a click elsewhere closes it.
 * The mobile menu shows it as a disclosure that opens in place (`inline`), with its own entries.
 * Until the scripts run (or without them) it is a <details> list of plain links.
 */
export function MoreMenu({
  entries: allEntries = MORE_NAV,
  inline = false,
  onFollow,
}: {
  entries?: NavEntry[];
  inline?: boolean;
  /** Called when an entry is followed (the slide-in menu around it closes). */
  onFollow?: () => void;
}) {
  const i18n = useI18n();
  const entries = withoutHidden(allEntries, useHiddenParts());
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const links = () => Array.from(wrapper.current?.querySelectorAll<HTMLAnchorElement>('.dropdown a') ?? []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Only the list closes: an open slide-in menu around it stays open for a second Escape.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        // The list is shown on the next render; focus its first entry then.
        setOpen(true);
        requestAnimationFrame(() => links()[0]?.focus());
        return;
      }
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      items[Math.min(index + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      (index <= 0 ? button.current : items[index - 1])?.focus();
    }
  };

  const className = `nav__more${inline ? ' nav__more--inline' : ''}`;
  if (!hydrated) {
    return (
      <li className={className}>
        <details className="nav__more-details">
          <summary className="nav__link nav__more-button">
            {i18n._('MORE')} <ChevronIcon />
          </summary>
          <ul className="dropdown">
            {entries.map((entry) => (
              <li key={entry.to}>
                <SiteNavLink to={entry.to}>{i18n._(entry.label)}</SiteNavLink>
              </li>
            ))}
          </ul>
        </details>
      </li>
    );
  }

  return (
    <li
      className={className}
      ref={wrapper}
      onBlur={(event) => !wrapper.current?.contains(event.relatedTarget as Node) && setOpen(false)}
    >
      <button
        type="button"
        ref={button}
        className="nav__link nav__more-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        {i18n._('MORE')} <ChevronIcon />
      </button>
      <ul id={menuId} className="dropdown" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <SiteNavLink
              to={entry.to}
              onClick={() => {
                setOpen(false);
                onFollow?.();
              }}
              onKeyDown={onKeyDown}
            >
              {i18n._(entry.label)}
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
