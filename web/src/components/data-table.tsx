import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A captioned table of figures that scrolls sideways on a narrow phone instead of widening the
 * page; the scrolling box takes keyboard focus so it can be scrolled without a pointer.
 */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    // A box that scrolls must take focus for keyboard users (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-wrap data-table" tabIndex={0} role="group" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
