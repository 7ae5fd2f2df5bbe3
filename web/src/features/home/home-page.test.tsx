import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANCHES } from '../../testing/branches-fixture';
import { installFakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { HomePage } from './home-page';

describe('HomePage before the visitor scrolls', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('already tells the final figures (the branches counted from their records) and the loan schemes, while their code waits below the fold', () => {
    render(
      <SWRConfig value={{ fallback: { '/api/branches': BRANCHES }, provider: () => new Map() }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </SWRConfig>,
    );
    const figures = screen.getByRole('region', { name: 'Deposit Plans You Can Trust' });
    expect(within(figures).getByText('100+')).toBeInTheDocument();
    expect(within(figures).getByText('Branches').parentElement).toHaveTextContent(String(BRANCHES.length));
    for (const zero of within(figures).getAllByText('0')) expect(zero).toHaveAttribute('aria-hidden', 'true');
    expect(figures.querySelector('.figures--counting')).toBeNull();

    const loans = screen.getByRole('region', { name: 'Loan Schemes' });
    expect(within(loans).getByText('Housing Loan')).toBeInTheDocument();
  });
});
