import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { RATES } from '../../testing/rates-fixture';
import { CalculatorsPage } from './calculators-page';

function renderAt(path = '/Calculators') {
  render(
    <SWRConfig value={{ fallback: { '/api/rates': RATES }, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <CalculatorsPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  const section = (name: string) => screen.getByRole('region', { name });
  return {
    emi: section('EMI Calculator'),
    fd: section('Fixed Deposit Calculator'),
    rd: section('Recurring Deposit Calculator'),
  };
}

describe('CalculatorsPage', () => {
  it('gives the published figures for the starting values', () => {
    const { emi, fd, rd } = renderAt();
    expect(within(emi).getByText('Rs 1,168.19')).toBeInTheDocument();
    expect(within(emi).getByRole('table', { name: 'Repayment year by year' })).toBeInTheDocument();
    expect(within(fd).getByText('Rs 1,07,713.59')).toBeInTheDocument();
    expect(within(rd).getByText('Rs 12,462.13')).toBeInTheDocument();
  });

  it('updates as the visitor types, and says what is wrong beside the field', async () => {
    const user = userEvent.setup();
    const { emi, rd } = renderAt();
    const amount = within(emi).getByLabelText('Loan amount (Rs)');
    await user.clear(amount);
    expect(within(emi).getByText('Enter the amount')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '-5');
    expect(within(emi).getByText('The amount cannot be negative')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(within(emi).getByText('The amount must be a number')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200000');
    expect(within(emi).getByText('Rs 2,336.38')).toBeInTheDocument();

    const tenure = within(rd).getByLabelText('Tenure (months)');
    await user.clear(tenure);
    await user.type(tenure, '500');
    expect(within(rd).getByText('The tenure must be between 6 months and 120 months')).toBeInTheDocument();
  });

  it("starts from a loan card's scheme in the schedule in force", () => {
    const { emi } = renderAt('/Calculators?loan=Housing%20Loan&rate=8.75');
    expect(within(emi).getByLabelText('Interest rate (% p.a.)')).toHaveValue('8.75');
  });

  it("follows a deposit's schedule row, and its senior rate when the toggle is on", async () => {
    const user = userEvent.setup();
    const { fd } = renderAt('/Calculators?deposit=Fixed%20Deposit&rate=7.5');
    const rate = within(fd).getByLabelText('Interest rate (% p.a.)');
    expect(rate).toHaveValue('7.5');
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(rate).toHaveValue('8');
    const tenure = within(fd).getByLabelText('Tenure');
    await user.clear(tenure);
    await user.type(tenure, '1');
    await user.selectOptions(within(fd).getByLabelText('Tenure in'), 'months');
    // One month (30 days) falls in the 7 to 45 days row.
    expect(rate).toHaveValue('4.5');
  });

  it('adds the senior margin to a typed rate', async () => {
    const user = userEvent.setup();
    const { fd } = renderAt();
    const rate = within(fd).getByLabelText('Interest rate (% p.a.)');
    await user.clear(rate);
    await user.type(rate, '7');
    await user.click(within(fd).getByLabelText('Senior citizen'));
    expect(within(fd).getByText('Senior citizens earn 0.50% more than the rate typed.')).toBeInTheDocument();
    expect(within(fd).getByText('Rs 1,07,713.59')).toBeInTheDocument();
  });
});
