import type { ReactNode } from 'react';

export const NEW_TAB_NOTICE = '(opens in a new tab)';

/** A link to another site, opening in a new tab without giving it this page; screen readers are told it opens one. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{NEW_TAB_NOTICE}</span>
    </a>
  );
}
