import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, StaffRole } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { renderWithData } from '../../testing/render-with-data';
import ActivityScreen from './activity-screen';
import { activityQuery, NO_FILTERS } from './api';

const update: ActivityEntry = {
  id: 7,
  at: '2026-11-24T05:00:00.000Z',
  actor: 'admin@example.com',
  actor_kind: 'backoffice',
  ip: '203.0.113.7',
  action: 'update',
  resource: 'deposits',
  record_id: 3,
  record_label: 'Fixed Deposit',
  changes: [
    { field: 'interest_rate', before: 7.1, after: 7.25 },
    { field: 'image', before: '/uploads/fd_old.jpg', after: '/uploads/fd_new.jpg' },
  ],
  restorable: true,
};
const signIn: ActivityEntry = {
  ...update,
  id: 6,
  action: 'sign_in',
  resource: null,
  record_id: null,
  record_label: null,
  changes: [],
  restorable: false,
};

function renderActivity(path = '/AdminPage/Activity', role: StaffRole = 'administrator') {
  const get = vi.spyOn(apiClient, 'get').mockImplementation((async (url: string) =>
    url === '/admin/activity/filters'
      ? {
          data: {
            actors: ['admin@example.com', 'super@example.com'],
            resources: ['deposits'],
            actions: ['update', 'sign_in'],
          },
        }
      : { data: { results: [update, signIn], total: 60, page: 1, page_size: 25 } }) as never);
  renderWithData(
    <MemoryRouter initialEntries={[path]}>
      <ActivityScreen />
    </MemoryRouter>,
    { role },
  );
  return get;
}

afterEach(() => vi.restoreAllMocks());

describe('activityQuery', () => {
  it('names only the filters set, and the page after the first', () => {
    expect(activityQuery(NO_FILTERS)).toBe('');
    expect(activityQuery({ ...NO_FILTERS, actor: 'a@b.in', from: '2026-11-01', page: 3 })).toBe(
      '?actor=a%40b.in&from=2026-11-01&page=3',
    );
  });
});

describe('ActivityScreen', () => {
  it('lists entries with when, who, action and what, and opens one with its fields before and after', async () => {
    renderActivity();
    await screen.findByText('Deposits: Fixed Deposit');
    expect(within(screen.getByRole('table', { name: 'Activity' })).getByText('Signed in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open entry 7: Updated Deposits: Fixed Deposit' }));
    const view = screen.getByRole('region', { name: 'Updated Deposits: Fixed Deposit' });
    const rows = within(within(view).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldBeforeAfter', 'interest_rate7.17.25', 'image/uploads/fd_old.jpg/uploads/fd_new.jpg']);
    expect(within(view).getByRole('link', { name: '/uploads/fd_old.jpg' })).toHaveAttribute(
      'href',
      '/uploads/fd_old.jpg',
    );
    expect(within(view).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('asks the server for the filters chosen, from the first page', async () => {
    const get = renderActivity('/AdminPage/Activity?page=2');
    await screen.findByText('Deposits: Fixed Deposit');
    expect(get).toHaveBeenCalledWith('/admin/activity?page=2');
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'super@example.com');
    expect(get).toHaveBeenLastCalledWith('/admin/activity?actor=super%40example.com');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Signed in');
    expect(get).toHaveBeenLastCalledWith('/admin/activity?actor=super%40example.com&action=sign_in');
  });

  it("offers the resources and actions of the entries the role may see, in the log's order, and keeps the one applied", async () => {
    renderActivity('/AdminPage/Activity?action=personal_data_read');
    await screen.findByText('Deposits: Fixed Deposit');
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(optionsOf('Resource')).toEqual(['Any', 'Deposits']));
    expect(optionsOf('Action')).toEqual(['Any', 'Updated', 'Signed in', "Read members' details"]);
    expect(screen.getByLabelText('Action')).toHaveValue('personal_data_read');
  });

  it('searches words in who, the record or what it is, filters one record, reads 50 a page', async () => {
    const get = renderActivity();
    await screen.findByText('Deposits: Fixed Deposit');
    const search = screen.getByRole('search', { name: 'Search the activity' });
    await userEvent.type(within(search).getByLabelText('Words in who, the record or what it is'), ' fixed deposit ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(get).toHaveBeenLastCalledWith('/admin/activity?q=fixed+deposit');
    await userEvent.type(screen.getByLabelText('Record number'), '3');
    expect(get).toHaveBeenLastCalledWith('/admin/activity?q=fixed+deposit&record=3');
    await userEvent.selectOptions(screen.getByLabelText('Entries a page'), '50');
    expect(get).toHaveBeenLastCalledWith('/admin/activity?q=fixed+deposit&record=3&page_size=50');
  });

  it('exports what the filters show as the server makes it, and says why when it refuses', async () => {
    renderActivity('/AdminPage/Activity?resource=deposits&page=2&page_size=50');
    await screen.findByText('Deposits: Fixed Deposit');
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const get = vi.mocked(apiClient.get);
    get.mockImplementationOnce((async () => ({
      data: new Blob(['"When (India)"']),
      headers: { 'content-disposition': 'attachment; filename="activity-2026-11-30.csv"' },
    })) as never);
    const exports = screen.getByRole('group', { name: 'Export what the filters show' });
    await userEvent.click(within(exports).getByRole('button', { name: 'Export CSV' }));
    expect(get).toHaveBeenLastCalledWith('/admin/activity/export', {
      params: { resource: 'deposits', format: 'csv' },
      responseType: 'blob',
    });
    expect(saved).toEqual(['activity-2026-11-30.csv']);

    const tooMany = '20,000 entries match: an export holds at most 10,000 entries. Narrow the filter.';
    get.mockImplementationOnce((async () => {
      throw Object.assign(new Error('400'), {
        isAxiosError: true,
        response: {
          status: 400,
          data: new Blob([JSON.stringify({ message: 'Validation failed', errors: { _: tooMany } })]),
        },
      });
    }) as never);
    await userEvent.click(within(exports).getByRole('button', { name: 'Export JSON' }));
    expect(await within(exports).findByRole('alert')).toHaveTextContent(tooMany);
  });

  it("restores an update after asking, and shows the server's refusal beside the button", async () => {
    renderActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Open entry 7: Updated Deposits: Fixed Deposit' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const refusal = {
      isAxiosError: true,
      response: { status: 409, data: { message: 'This schedule is in force or past.' } },
    };
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(refusal)
      .mockResolvedValue({ data: { id: 3 } } as never);

    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(confirm).toHaveBeenCalledWith('Restore Fixed Deposit as it was before this change?');
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This schedule is in force or past.');
    await userEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(post).toHaveBeenLastCalledWith('/admin/activity/7/restore');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('offers an Auditor, who may read the log but change nothing, no restore', async () => {
    renderActivity('/AdminPage/Activity', 'auditor');
    await userEvent.click(await screen.findByRole('button', { name: 'Open entry 7: Updated Deposits: Fixed Deposit' }));
    expect(screen.getByRole('heading', { name: /Updated Deposits/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });

  it('offers no restore for an entry that is not a change of a record', async () => {
    renderActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Open entry 6: Signed in —' }));
    expect(screen.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  });
});
