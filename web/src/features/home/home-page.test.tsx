import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../testing/fake-intersection-observer';
import { HomePage } from './home-page';

describe('HomePage before the visitor scrolls', () => {
  beforeEach(() => installFakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('already tells the final figures and the loan schemes, while their code waits below the fold', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const figures = screen.getByRole('region', { name: 'Deposit Plans You Can Trust' });
    expect(within(figures).getByText('100+')).toBeInTheDocument();
    for (const zero of within(figures).getAllByText('0')) expect(zero).toHaveAttribute('aria-hidden', 'true');
    expect(figures.querySelector('.figures--counting')).toBeNull();

    const loans = screen.getByRole('region', { name: 'Loan Schemes' });
    expect(within(loans).getByText('Housing Loan')).toBeInTheDocument();
  });
});
