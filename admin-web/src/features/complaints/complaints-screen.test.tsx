import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminComplaint, StaffRole } from '@bank/shared';
import { apiClient } from '../../lib/api-client';
import { renderWithData } from '../../testing/render-with-data';
import ComplaintsScreen from './complaints-screen';

const complaint = {
  id: 4,
  reference: 'CMP-2026-00004',
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  account_holder: true,
  category: 'deposits',
  description: 'My deposit receipt has the wrong maturity date.',
  status: 'in_progress',
  resolution: 'We are checking the receipt with the branch.',
  received_at: '2026-11-20T05:00:00.000Z',
  reply_due: '2026-12-20',
  overdue: false,
  thread: [
    {
      id: 1,
      kind: 'update',
      text: 'We are checking the receipt with the branch.',
      written_by: 'Sunita Service',
      written_at: '2026-11-21T05:00:00.000Z',
    },
    {
      id: 2,
      kind: 'note',
      text: 'The branch typed 2027 for 2026.',
      written_by: 'Sunita Service',
      written_at: '2026-11-22T05:00:00.000Z',
    },
  ],
} as unknown as AdminComplaint;

function renderComplaints(role: StaffRole) {
  vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [complaint] } as never);
  renderWithData(<ComplaintsScreen />, { role });
}

afterEach(() => vi.restoreAllMocks());

describe('the complaints screen', () => {
  it('opens a complaint in its answer form for Customer service', async () => {
    renderComplaints('customer_service');
    await userEvent.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    const form = screen.getByRole('form', { name: 'Complaint CMP-2026-00004' });
    expect(within(form).getByLabelText('Status')).toHaveValue('in_progress');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('corrects the category with the answer, and then says who resolved it and when', async () => {
    renderComplaints('customer_service');
    const resolved = {
      ...complaint,
      category: 'cards_digital',
      status: 'resolved',
      resolution: 'The card was reissued.',
      resolved_by: 'Sunita Service',
      resolved_at: '2026-11-25T06:30:00.000Z',
    } as AdminComplaint;
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({ data: resolved } as never);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    const form = screen.getByRole('form', { name: 'Complaint CMP-2026-00004' });
    await u.selectOptions(within(form).getByLabelText(/^About/), 'Cards and digital banking');
    await u.selectOptions(within(form).getByLabelText('Status'), 'resolved');
    await u.clear(within(form).getByLabelText(/^Resolution/));
    await u.type(within(form).getByLabelText(/^Resolution/), 'The card was reissued.');
    vi.mocked(apiClient.get).mockResolvedValue({ data: [resolved] } as never);
    await u.click(within(form).getByRole('button', { name: 'Save' }));
    expect(put).toHaveBeenCalledWith('/admin/complaints/4', {
      status: 'resolved',
      resolution: 'The card was reissued.',
      category: 'cards_digital',
    });
    // Resolved, it has left the list of those not resolved.
    await u.selectOptions(screen.getByLabelText('Show'), 'All');
    await u.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    expect(screen.getByRole('form', { name: 'Complaint CMP-2026-00004' })).toHaveTextContent(
      'Resolvedby Sunita Service on 25 Nov 2026, 12:00 IST',
    );
  });

  it('shows an Auditor, who may read complaints but not answer them, the complaint as text, with no Save', async () => {
    renderComplaints('auditor');
    await userEvent.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    const view = screen.getByRole('region', { name: 'Complaint CMP-2026-00004' });
    expect(view).toHaveTextContent('My deposit receipt has the wrong maturity date.');
    expect(view).toHaveTextContent('We are checking the receipt with the branch.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Complaint CMP-2026-00004' })).not.toBeInTheDocument();
  });

  it("shows the complaint's dated thread, notes marked as never shown, and adds an internal note", async () => {
    renderComplaints('customer_service');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    const thread = screen.getByRole('region', { name: 'Thread of CMP-2026-00004' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Update sent to the member, 21 Nov 2026, 10:30 IST by Sunita ServiceWe are checking the receipt with the branch.',
      'Internal note, 22 Nov 2026, 10:30 IST by Sunita ServiceThe branch typed 2027 for 2026.',
    ]);
    const added = {
      ...complaint,
      thread: [
        ...complaint.thread,
        {
          id: 3,
          kind: 'note',
          text: 'Called the member.',
          written_by: 'Sunita',
          written_at: '2026-11-23T05:00:00.000Z',
        },
      ],
    };
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ data: added } as never);
    const add = within(thread).getByRole('form', { name: 'Add to the thread' });
    await u.click(within(add).getByRole('button', { name: 'Add to the thread' }));
    expect(within(add).getByLabelText('Text')).toHaveAccessibleDescription('Write the update or note first');
    await u.click(within(add).getByLabelText('Internal note (never shown to the member)'));
    await u.type(within(add).getByLabelText('Text'), 'Called the member.');
    vi.mocked(apiClient.get).mockResolvedValue({ data: [added] } as never);
    await u.click(within(add).getByRole('button', { name: 'Add to the thread' }));
    expect(post).toHaveBeenCalledWith('/admin/complaints/4/thread', { kind: 'note', text: 'Called the member.' });
    expect(await within(thread).findByText('Called the member.')).toBeInTheDocument();
    expect(within(add).getByLabelText('Text')).toHaveValue('');
  });

  it('shows an Auditor the thread with nothing to add', async () => {
    renderComplaints('auditor');
    await userEvent.click(await screen.findByRole('button', { name: 'Open complaint CMP-2026-00004' }));
    const thread = screen.getByRole('region', { name: 'Thread of CMP-2026-00004' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(2);
    expect(within(thread).queryByRole('form')).not.toBeInTheDocument();
  });
});
