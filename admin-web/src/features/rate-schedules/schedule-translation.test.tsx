import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRateSchedule, RateTextTranslations } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { changeRequest } from '../../testing/change-requests';
import { renderWithData } from '../../testing/render-with-data';
import RateSchedulesScreen from './rate-schedules-screen';

const inForce: AdminRateSchedule = {
  id: 3,
  effective_from: '2026-10-24',
  status: 'in_force',
  locales: ['en', 'hi'],
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
  loans: [{ id: 12, scheme: 'Housing Loan', rate_from: 8.75, rate_to: null, processing_fee: null, note: null }],
  charges: [],
};
const marathi: RateTextTranslations = {
  locale: 'mr',
  texts: [
    { english: 'Fixed Deposit', text: 'मुदत ठेव' },
    { english: 'Housing Loan', text: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

function renderScreen() {
  vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
    data: url.includes('/translations/mr') ? marathi : [inForce],
  }));
  renderWithData(<RateSchedulesScreen />);
}

describe("a schedule's languages", () => {
  it('lists each schedule with the languages all its texts are in', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Rate schedules' });
    await within(table).findByText('In force');
    expect(vi.mocked(apiClient.get).mock.calls.map(([url]) => url)).toContain('/admin/rate-schedules?view=staff');
    expect(within(table).getByText('missing', { exact: false })).toHaveTextContent('मराठी missing');
  });

  it('translates a schedule in force in a Marathi tab: English under each text, copy fills the empty ones, Save sends them', async () => {
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View the schedule effective from 24 Oct 2026' }));
    await user.click(screen.getByRole('tab', { name: 'मराठी' }));
    const form = await screen.findByRole('form', { name: /मराठी translation/ });
    expect(within(form).getByText(/every schedule with the same English words/)).toBeInTheDocument();
    const first = within(form).getByLabelText('Text 1 of 2');
    const second = within(form).getByLabelText('Text 2 of 2');
    expect(first).toHaveValue('मुदत ठेव');
    expect(first).toHaveAccessibleDescription('English: Fixed Deposit');
    expect(second).toHaveValue('');

    await user.click(within(form).getByRole('button', { name: 'Copy from English' }));
    expect(first).toHaveValue('मुदत ठेव');
    expect(second).toHaveValue('Housing Loan');
    await user.clear(second);
    await user.type(second, 'गृहकर्ज');

    const saved: RateTextTranslations = {
      locale: 'mr',
      texts: [marathi.texts[0], { english: 'Housing Loan', text: 'गृहकर्ज' }],
    };
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({ data: saved });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]).toEqual([
      '/admin/rate-schedules/3/translations/mr',
      {
        texts: [
          { english: 'Fixed Deposit', text: 'मुदत ठेव' },
          { english: 'Housing Loan', text: 'गृहकर्ज' },
        ],
      },
    ]);
    // The English tab is the schedule as it was.
    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(screen.getByText(/it can no longer be changed/)).toBeInTheDocument();
  });

  it('translates a new schedule of her own while it waits for approval, the texts joining its change', async () => {
    const waiting = changeRequest({
      id: 40,
      kind: 'create',
      resource: 'rate-schedules',
      record_id: null,
      record_label: '2026-12-01',
      maker: { id: 1, name: 'Asha Admin', email: 'admin@example.com' },
    });
    vi.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ({
      data: url.startsWith('/admin/changes?status=pending')
        ? { results: [waiting], pending_count: 1 }
        : url.includes('/translations/mr')
          ? marathi
          : [inForce],
    }));
    // The waiting change is named, linked to Approvals, above the screen.
    renderWithData(
      <MemoryRouter>
        <RateSchedulesScreen />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const mine = await screen.findByRole('region', { name: 'Your new schedules waiting for approval' });
    expect(mine).toHaveTextContent('Add the rate schedule from 1 Dec 2026: Waiting for approval');
    await user.click(within(mine).getByRole('button', { name: 'Translate' }));
    await user.click(within(mine).getByRole('tab', { name: 'मराठी' }));
    const form = await within(mine).findByRole('form', { name: /मराठी translation/ });
    expect(vi.mocked(apiClient.get).mock.calls.map(([url]) => url)).toContain('/admin/changes/40/translations/mr');
    await user.type(within(form).getByLabelText('Text 2 of 2'), 'गृहकर्ज');
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({
      data: { locale: 'mr', texts: [marathi.texts[0], { english: 'Housing Loan', text: 'गृहकर्ज' }] },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![0]).toBe('/admin/changes/40/translations/mr');
  });
});
