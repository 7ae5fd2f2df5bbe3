import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRateSchedule, RateScheduleInput } from '@bank/shared';
import { fakeServer } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import { ScheduleComparison } from './schedule-comparison';

const savings = { product: 'Savings Account', tenure_from_days: null, tenure_to_days: null, senior_rate: null };
const inForce: AdminRateSchedule = {
  id: 4,
  effective_from: '2026-10-01',
  status: 'in_force',
  deposits: [{ id: 1, ...savings, general_rate: 2.75, minimum_balance: 1000 }],
  loans: [{ id: 2, scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [
    { id: 3, kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100', reason: null },
    { id: 4, kind: 'service', name: 'Cheque book', charge: 'Rs 50', reason: null },
  ],
} as AdminRateSchedule;
const proposed: RateScheduleInput = {
  effective_from: '2026-12-01',
  deposits: [
    { ...savings, general_rate: 3, minimum_balance: 1000 },
    {
      product: 'Fixed Deposit',
      tenure_from_days: 365,
      tenure_to_days: 729,
      general_rate: 7.5,
      senior_rate: 8,
      minimum_balance: null,
    },
  ],
  loans: [{ scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [{ kind: 'service', name: 'Duplicate passbook', charge: 'Rs 100', reason: null }],
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server.close());

describe('ScheduleComparison', () => {
  it('shows a schedule a change brings against the one in force before it: changed values, new rows and dropped ones marked', async () => {
    server = fakeServer((request) =>
      request.path === '/api/admin/rate-schedules?view=staff' ? { status: 200, data: [inForce] } : { status: 404 },
    );
    renderWithData(<ScheduleComparison values={{ ...proposed }} recordId={null} />);
    await screen.findByRole('heading', {
      name: 'The schedule from 1 Dec 2026, against the one from 1 Oct 2026',
    });
    const deposits = screen.getByRole('table', { name: 'Deposits' });
    const [savingsRow, fixedRow] = within(deposits).getAllByRole('row').slice(1);
    expect(within(savingsRow!).getByText('3', { selector: 'mark' })).toBeInTheDocument();
    expect(savingsRow).toHaveTextContent('3 was 2.75');
    expect(fixedRow).toHaveTextContent('Fixed Deposit (new row)');
    expect(within(screen.getByRole('table', { name: 'Loans' })).queryAllByText(/was/)).toEqual([]);
    expect(screen.getByRole('table', { name: 'Charges' })).toHaveTextContent('Dropped: Service charge: Cheque book');
  });
});
