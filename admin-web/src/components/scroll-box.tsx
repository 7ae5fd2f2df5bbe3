import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways on a narrow screen (a wide table), named by `label`: it takes focus,
 * so that keyboard users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollBox({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}
