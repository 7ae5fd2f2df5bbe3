import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRateSchedule } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { renderWithData } from '../../testing/render-with-data';
import RateSchedulesScreen from './rate-schedules-screen';

const inForce: AdminRateSchedule = {
  id: 3,
  effective_from: '2026-10-24',
  status: 'in_force',
  deposits: [
    {
      id: 11,
      product: 'Fixed Deposit',
      tenure_from_days: 365,
      tenure_to_days: 729,
      general_rate: 7.5,
      senior_rate: 8,
      minimum_balance: null,
    },
  ],
  loans: [{ id: 12, scheme: 'Housing Loan', rate_from: 8.75, rate_to: 10.5, processing_fee: '0.50%', note: null }],
  charges: [{ id: 13, kind: 'penal', name: 'Cheque returned', charge: 'Rs 250', reason: 'Insufficient funds' }],
};
const upcoming: AdminRateSchedule = {
  ...inForce,
  id: 4,
  effective_from: '2099-01-01',
  status: 'upcoming',
  deposits: [{ ...inForce.deposits[0], general_rate: 7.75, senior_rate: 8.25 }],
};
const past: AdminRateSchedule = { ...inForce, id: 2, effective_from: '2026-05-07', status: 'past' };

afterEach(() => vi.restoreAllMocks());

function renderScreen() {
  vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [upcoming, inForce, past] });
  renderWithData(<RateSchedulesScreen />);
}

describe('RateSchedulesScreen', () => {
  it('lists the schedules with their status; only an upcoming one can be edited or deleted', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Rate schedules' });
    await within(table).findByText('Upcoming');
    expect(within(table).getByText('In force')).toBeInTheDocument();
    expect(within(table).getByText('Past')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the schedule effective from 1 Jan 2099' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the schedule effective from 7 May 2026' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View the schedule effective from 7 May 2026' }));
    expect(screen.getByText(/it can no longer be changed/)).toBeInTheDocument();
  });

  it("starts a new schedule from the latest one's rows: the announced revision, not the rates in force", async () => {
    renderScreen();
    await screen.findByText('In force');
    await userEvent.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    expect(within(form).getByLabelText('Product')).toHaveValue('Fixed Deposit');
    expect(within(form).getByLabelText('General rate (%)')).toHaveValue('7.75');
    expect(within(form).getByLabelText('Scheme')).toHaveValue('Housing Loan');
  });

  it("shows the server's refusal beside the row and field it names", async () => {
    renderScreen();
    await screen.findByText('In force');
    const post = vi.spyOn(apiClient, 'post').mockRejectedValue(
      new AxiosError('Bad Request', '400', undefined, undefined, {
        status: 400,
        statusText: 'Bad Request',
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { message: 'Validation failed', errors: { 'loans[0].rate_from': 'The rate must be between 0 and 20' } },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.clear(within(form).getByLabelText('Effective from'));
    await user.type(within(form).getByLabelText('Effective from'), '2099-02-01');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0][1]).toMatchObject({
      effective_from: '2099-02-01',
      loans: [{ scheme: 'Housing Loan', rate_from: 8.75 }],
    });
    const rateFrom = within(form).getByLabelText('Rate from (%)');
    await waitFor(() => expect(rateFrom).toHaveAccessibleDescription('The rate must be between 0 and 20'));
  });

  it('checks the rows before sending: a bad rate never leaves the browser', async () => {
    renderScreen();
    await screen.findByText('In force');
    const post = vi.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.clear(within(form).getByLabelText('General rate (%)'));
    await user.type(within(form).getByLabelText('General rate (%)'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));
    expect(await within(form).findByText('The rate must be between 0 and 20')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('lists the problems first, each a link that moves focus to its field', async () => {
    renderScreen();
    await screen.findByText('In force');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.clear(within(form).getByLabelText('Senior rate (%)'));
    await user.type(within(form).getByLabelText('Senior rate (%)'), '1');
    await user.clear(within(form).getByLabelText('Scheme'));
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));

    const summary = await within(form).findByRole('heading', { name: '2 values need correcting' });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(
      summary.compareDocumentPosition(within(form).getByLabelText('Effective from')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const links = within(summary.parentElement!).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Deposits row 1, Senior rate (%): The senior citizen rate cannot be below the general rate',
      'Loans row 1, Scheme: Enter the scheme',
    ]);
    await user.click(links[1]!);
    expect(within(form).getByLabelText('Scheme')).toHaveFocus();
    await user.click(links[0]!);
    expect(within(form).getByLabelText('Senior rate (%)')).toHaveFocus();
  });

  it('shows the rates that differ from an announced schedule and saves only once they are confirmed', async () => {
    renderScreen();
    await screen.findByText('In force');
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: { ...upcoming, id: 5 } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New schedule' }));
    const form = screen.getByRole('form', { name: 'New schedule' });
    await user.clear(within(form).getByLabelText('Effective from'));
    await user.type(within(form).getByLabelText('Effective from'), '2099-02-01');
    await user.clear(within(form).getByLabelText('General rate (%)'));
    await user.type(within(form).getByLabelText('General rate (%)'), '7.5');
    await user.click(within(form).getByRole('button', { name: 'Save schedule' }));

    const heading = await within(form).findByRole('heading', {
      name: 'Confirm the differences from the schedule of 1 Jan 2099',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const differences = within(form).getByRole('table', {
      name: 'Differences from the schedule effective from 1 Jan 2099',
    });
    expect(
      within(differences)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['DepositsFixed Deposit, 365 to 729 daysGeneral rate (%)7.757.5']);
    expect(post).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Save with these differences' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({
      effective_from: '2099-02-01',
      confirm_differences: true,
      deposits: [{ general_rate: 7.5 }],
    });
    // Saved: the form closes and the list is read again.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New schedule' })).not.toBeInTheDocument());
    await screen.findByRole('table', { name: 'Rate schedules' });
  });
});
