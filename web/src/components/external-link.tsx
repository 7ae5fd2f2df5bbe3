import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';
import './external-link.css';

export const NEW_TAB_NOTICE = '(opens in a new tab)';

/** A link to another site, opening in a new tab without giving it this page; its icon tells the eye, hidden words a screen reader. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="external-link__icon" /> <span className="visually-hidden">{NEW_TAB_NOTICE}</span>
    </a>
  );
}
