import type { ReactNode } from 'react';
import { BANK } from '@bank/shared';
import './card-page.css';

/**
 * A page of its own outside the back office's frame (sign-in, set password): one card (class
 * `card-page__card`, a form or a section) on the bank's blue.
 */
export function CardPage({ children }: { children: ReactNode }) {
  return <main className="card-page">{children}</main>;
}

/** The card's first line: the bank's name. */
export function BankLine() {
  return <p className="card-page__bank">{BANK.name}</p>;
}
