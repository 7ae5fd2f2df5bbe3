import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_MESSAGES, type AdminRateSchedule } from '@bank/shared';
import { notify } from '../../lib/toasts';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { renderWithData } from '../../testing/render-with-data';
import RateSchedulesScreen from './rate-schedules-screen';

vi.mock('../../lib/toasts', () => ({ notify: vi.fn() }));

const upcoming: AdminRateSchedule = {
  id: 4,
  effective_from: '2099-01-01',
  status: 'upcoming',
  deposits: [],
  loans: [],
  charges: [],
};

let server: ReturnType<typeof fakeServer>;

/** The schedules over a server that holds the upcoming one and answers its delete with `deleted`. */
async function deleteUpcoming(deleted: Answer) {
  server = fakeServer((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/rate-schedules?view=staff')
      return { status: 200, data: [upcoming] };
    if (request.method === 'DELETE' && request.path === '/api/admin/rate-schedules/4') return deleted;
    return { status: 404 };
  });
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  renderWithData(<RateSchedulesScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete the schedule effective from 1 Jan 2099' }));
}

afterEach(() => {
  server.close();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

describe('RateSchedulesScreen while changes need approval', () => {
  it("says 'Sent for approval' when a delete is answered 202", async () => {
    await deleteUpcoming({ status: 202, data: { change_request_id: 40, message: CHANGE_MESSAGES.sentForApproval } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', CHANGE_MESSAGES.sentForApproval));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("keeps the bank's text when the delete is answered 204", async () => {
    await deleteUpcoming({ status: 204 });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Schedule Deleted Successfully'));
  });
});
