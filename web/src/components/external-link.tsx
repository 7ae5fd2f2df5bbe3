import type { ReactNode } from 'react';
import { ExternalIcon } from './icons';
import './external-link.css';
import { useI18n } from '../lib/i18n';

export const NEW_TAB_NOTICE = /*i18n*/ '(opens in a new tab)';

/** A link to another site, opening in a new tab without giving it this page; its icon tells the eye, hidden words a screen reader. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const i18n = useI18n();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon className="external-link__icon" /> <span className="visually-hidden">{i18n._(NEW_TAB_NOTICE)}</span>
    </a>
  );
}
