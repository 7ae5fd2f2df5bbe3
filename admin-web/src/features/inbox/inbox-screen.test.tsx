import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { renderWithData } from '../../testing/render-with-data';
import InboxScreen from './inbox-screen';

const messages = [
  {
    id: 1,
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    subject: 'Gold loan',
    message: 'A much longer question about gold loans',
    received_at: '2026-11-20T05:00:00.000Z',
    reference: 'ENQ-2026-000007-7KQ4',
  },
  {
    id: 2,
    name: 'Ravi',
    email: 'ravi@example.com',
    phone: '9822012345',
    subject: 'Locker',
    message: 'Short',
    received_at: '2026-11-21T10:15:00.000Z',
    reference: 'ENQ-2026-000008-M3XR',
  },
];

function renderInbox(get: (path: string) => Promise<unknown>, role: StaffRole = 'administrator') {
  vi.spyOn(apiClient, 'get').mockImplementation(get as never);
  renderWithData(<InboxScreen />, { role });
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

afterEach(() => vi.restoreAllMocks());

describe('InboxScreen', () => {
  it('loads GET /api/admin/contactus, sorts Message by length and filters live', async () => {
    renderInbox(async () => ({ data: messages }));
    await screen.findByText('Short');
    expect(apiClient.get).toHaveBeenCalledWith('/admin/contactus');
    const user = userEvent.setup();
    await user.click(screen.getByText('Message'));
    expect(firstColumn()).toEqual(['Short', 'A much longer question about gold loans']);

    await user.type(screen.getByLabelText('Search feedbacks'), 'GOLD');
    expect(firstColumn()).toEqual(['A much longer question about gold loans']);
    await user.clear(screen.getByLabelText('Search feedbacks'));
    expect(firstColumn()).toHaveLength(2);
  });

  it("shows the spec's four columns, then the subject, when it came in India, and the reference", async () => {
    renderInbox(async () => ({ data: messages }));
    await screen.findByText('Short');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Message',
      'Name',
      'Email',
      'Phone Number',
      'Subject',
      'Received',
      'Reference',
    ]);
    const ravi = screen.getAllByRole('row').find((row) => row.textContent?.includes('Ravi'))!;
    expect(
      within(ravi)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Locker', '21 Nov 2026, 15:45 IST', 'ENQ-2026-000008-M3XR']));
  });

  it('only logs a failed load and shows the empty table', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInbox(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  const enquiries = [
    {
      ...messages[0],
      received_at: '2026-11-24T04:30:00.000Z',
      subject: 'Gold loan rates',
      handled: false,
      handled_by: null,
      handled_at: null,
    },
    {
      ...messages[1],
      received_at: '2026-11-23T04:30:00.000Z',
      subject: 'Locker',
      handled: true,
      handled_by: 'admin@example.com',
      handled_at: '2026-11-23T06:00:00.000Z',
    },
  ];

  it('filters handled and not handled, opens an enquiry in full and marks it handled', async () => {
    renderInbox(async () => ({ data: enquiries }));
    await screen.findByText('Short');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'open');
    expect(firstColumn()).toEqual(['A much longer question about gold loans']);

    await user.click(screen.getByRole('button', { name: 'Open the enquiry from Asha: Gold loan rates' }));
    const view = screen.getByRole('region', { name: 'Gold loan rates' });
    expect(view).toHaveTextContent('Received24 Nov 2026, 10:00 IST');
    expect(view).toHaveTextContent('Handlednot yet');
    vi.spyOn(apiClient, 'post').mockResolvedValue({
      data: { ...enquiries[0], handled: true, handled_by: 'admin@example.com', handled_at: '2026-11-24T05:00:00.000Z' },
    });
    await user.click(within(view).getByRole('button', { name: 'Mark handled' }));
    expect(apiClient.post).toHaveBeenCalledWith('/admin/contactus/1/handled', { handled: true });
    expect(await within(view).findByText('by admin@example.com on 24 Nov 2026, 10:30 IST')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
  });

  it('keeps an answer on the enquiry and says who wrote it, when, and that it is not sent', async () => {
    renderInbox(async () => ({ data: enquiries }));
    await screen.findByText('Short');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the enquiry from Asha: Gold loan rates' }));
    const answer = within(screen.getByRole('region', { name: 'Gold loan rates' })).getByRole('form', {
      name: 'Answer',
    });
    expect(answer).toHaveTextContent('Not answered yet.');
    await user.click(within(answer).getByRole('button', { name: 'Keep the answer' }));
    expect(within(answer).getByLabelText('Your answer to Asha')).toHaveAccessibleDescription('Write the answer first');

    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({
      data: {
        ...enquiries[0],
        reply: 'Gold loans are at 9.25%.',
        replied_by: 'service@example.com',
        replied_at: '2026-11-24T06:00:00.000Z',
        reply_sent_at: null,
      },
    });
    await user.type(within(answer).getByLabelText('Your answer to Asha'), 'Gold loans are at 9.25%.');
    await user.click(within(answer).getByRole('button', { name: 'Keep the answer' }));
    expect(put).toHaveBeenCalledWith('/admin/contactus/1/reply', { reply: 'Gold loans are at 9.25%.' });
    const kept = within(screen.getByRole('region', { name: 'Gold loan rates' })).getByRole('form', { name: 'Answer' });
    expect(
      await within(kept).findByText(/^Answered by service@example.com on 24 Nov 2026, 11:30 IST\. Not sent:/),
    ).toBeInTheDocument();
    expect(within(kept).getByLabelText('Your answer to Asha')).toHaveValue('Gold loans are at 9.25%.');
    expect(within(kept).queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
  });

  it('opens an enquiry for an Auditor, who reads it but has no Mark handled', async () => {
    renderInbox(async () => ({ data: enquiries }), 'auditor');
    await screen.findByText('Short');
    await userEvent.click(screen.getByRole('button', { name: 'Open the enquiry from Asha: Gold loan rates' }));
    const view = screen.getByRole('region', { name: 'Gold loan rates' });
    expect(view).toHaveTextContent('Handlednot yet');
    expect(within(view).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('has the server make the CSV of what the filters show, and saves it under the name the server gives', async () => {
    const csv = new Blob(['"Reference"\r\n'], { type: 'text/csv' });
    renderInbox(async (path: string) =>
      path === '/admin/contactus/export'
        ? { data: csv, headers: { 'content-disposition': 'attachment; filename="enquiries-2026-11-29.csv"' } }
        : { data: enquiries },
    );
    await screen.findByText('Short');
    const saved: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search feedbacks'), 'short');
    await user.selectOptions(screen.getByLabelText('Show'), 'handled');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(clicked).toEqual(['enquiries-2026-11-29.csv']));
    // The same filters the screen applies (filterEnquiries), sent for the server to apply and log.
    expect(apiClient.get).toHaveBeenCalledWith('/admin/contactus/export', {
      params: { search: 'short', handled: 'handled' },
      responseType: 'blob',
    });
    expect(saved).toEqual([csv]);
  });

  it('shows each enquiry’s reference and finds it by the reference', async () => {
    renderInbox(async () => ({ data: enquiries }));
    await screen.findByText('Short');
    expect(screen.getByText('ENQ-2026-000007-7KQ4')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search feedbacks'), 'enq-2026-000008');
    expect(firstColumn()).toEqual(['Short']);
    await user.click(screen.getByRole('button', { name: 'Open the enquiry from Ravi: Locker' }));
    expect(screen.getByRole('region', { name: 'Locker' })).toHaveTextContent('ReferenceENQ-2026-000008-M3XR');
  });
});
