import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Deposit } from '@bank/shared';
import { RateProductGrid } from './rate-product-grid';

const deposit = (overrides: Partial<Deposit>): Deposit => ({
  id: 1,
  name: 'Fixed Deposit',
  details: 'Quarterly interest.',
  rate_product: null,
  interest_rate: 7.5,
  image: '/uploads/fd.jpg',
  ...overrides,
});

describe('RateProductGrid', () => {
  it('shows each card with picture, name, details, the rate and a Contact NoW link', () => {
    render(
      <MemoryRouter>
        <RateProductGrid records={[deposit({}), deposit({ id: 2, name: 'Recurring Deposit' })]} isLoading={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Fixed Deposit' })).toBeInTheDocument();
    // The first card's picture is the largest paint on a phone: it loads at once, the others as they near.
    expect(screen.getByRole('img', { name: 'Fixed Deposit' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Recurring Deposit' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByText('Interest Rate: 7.5%')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Contact NoW' })[0]).toHaveAttribute('href', '/ContactUs');
  });

  it('leaves the rate out when a record has none', () => {
    render(
      <MemoryRouter>
        <RateProductGrid records={[deposit({ interest_rate: null })]} isLoading={false} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Interest Rate/)).toBeNull();
  });

  it('shows a loading indicator while loading', () => {
    render(<RateProductGrid records={[]} isLoading />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
