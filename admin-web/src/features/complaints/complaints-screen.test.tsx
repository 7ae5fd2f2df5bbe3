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
});
