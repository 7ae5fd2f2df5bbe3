import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRouter } from '../../testing/site-router';
import { describe, expect, it, vi } from 'vitest';
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES } from '@bank/shared';
import { ComplaintForm } from './complaint-form';
import { ComplaintLookup } from './complaint-lookup';

describe('ComplaintForm', () => {
  it('states the complaint’s length limit under it, and refuses a longer one before sending', async () => {
    const send = vi.fn();
    render(
      <SiteRouter>
        <ComplaintForm send={send} />
      </SiteRouter>,
    );
    const description = screen.getByLabelText(/Your complaint/);
    const hint = screen.getByText('Up to 4,000 characters');
    expect(description).toHaveAttribute('aria-describedby', hint.id);

    await userEvent.type(screen.getByLabelText(/Name/), 'Asha');
    await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/Phone/), '9876543210');
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.selectOptions(screen.getByLabelText(/What is it about/), 'loans');
    await userEvent.click(description);
    await userEvent.paste('क'.repeat(COMPLAINT_LIMITS.description + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Lodge complaint' }));
    const error = await screen.findByText('Your complaint must be at most 4,000 characters');
    expect(description).toHaveAttribute('aria-describedby', `${hint.id} ${error.id}`);
    expect(send).not.toHaveBeenCalled();

    await userEvent.clear(description);
    await userEvent.paste('क'.repeat(COMPLAINT_LIMITS.description));
    await userEvent.click(screen.getByRole('button', { name: 'Lodge complaint' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0].description).toHaveLength(COMPLAINT_LIMITS.description);
  });

  it('shows the confirmation in place of the form, focused, until the member asks for a new form', async () => {
    const send = vi.fn().mockResolvedValue({
      reference: 'GRV-2026-000123-7KQ4',
      received_at: '2026-11-24T13:35:00.000Z',
      reply_due: '2026-12-24',
    });
    const onFollow = vi.fn();
    render(
      <SiteRouter>
        <ComplaintForm send={send} onFollow={onFollow} />
      </SiteRouter>,
    );
    await userEvent.type(screen.getByLabelText(/Name/), 'Asha');
    await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/Phone/), '9876543210');
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.selectOptions(screen.getByLabelText(/What is it about/), 'loans');
    await userEvent.type(screen.getByLabelText(/Your complaint/), 'EMI debited twice.');
    await userEvent.click(screen.getByRole('button', { name: 'Lodge complaint' }));

    const heading = await screen.findByRole('heading', { name: 'Your complaint is registered' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Lodge complaint' })).toBeNull();
    const confirmation = screen.getByRole('region', { name: 'Your complaint is registered' });
    expect(confirmation).toHaveTextContent(
      'Reference numberGRV-2026-000123-7KQ4Received24 Nov 2026, 19:05 ISTReply due by24 Dec 2026',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Follow this complaint' }));
    expect(onFollow).toHaveBeenCalledWith({ reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' });
    expect(heading).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Lodge another complaint' }));
    expect(screen.queryByRole('region', { name: 'Your complaint is registered' })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveFocus());
    expect(screen.getByLabelText(/Name/)).toHaveValue('');
  });
});

/** A complaint the bank is working on, as the look-up answers it. */
const IN_PROGRESS = {
  reference: 'GRV-2026-000123-7KQ4',
  received_at: '2026-11-24T13:35:00.000Z',
  reply_due: '2026-12-24',
  status: 'in_progress',
  resolution: 'We have asked the branch.',
};

describe('ComplaintLookup', () => {
  it('sends the reference and e-mail as one value to post, the reference read in capitals', async () => {
    const find = vi.fn().mockResolvedValue({
      reference: 'GRV-2026-000123-7KQ4',
      received_at: '2026-11-24T13:35:00.000Z',
      reply_due: '2026-12-24',
      status: 'received',
      resolution: null,
    });
    render(<ComplaintLookup find={find} />);
    await userEvent.type(screen.getByLabelText('Reference number'), ' grv-2026-000123-7kq4 ');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    await screen.findByText('GRV-2026-000123-7KQ4');
    expect(find).toHaveBeenCalledWith({ reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' });
  });

  it('labels the bank’s reply an Update while the complaint is open, the Resolution once resolved', async () => {
    const open = IN_PROGRESS;
    const find = vi
      .fn()
      .mockResolvedValueOnce(open)
      .mockResolvedValueOnce({ ...open, status: 'resolved', resolution: 'Credited.' });
    render(<ComplaintLookup find={find} />);
    await userEvent.type(screen.getByLabelText('Reference number'), open.reference);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText('Update: We have asked the branch.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText('Resolution: Credited.')).toBeInTheDocument();
  });

  it('lists every update the bank sent, oldest first and dated, the last one the Resolution once resolved', async () => {
    const updates = [
      { text: 'We have asked the branch.', written_at: '2026-11-25T05:00:00.000Z' },
      { text: 'Credited with interest.', written_at: '2026-11-28T06:30:00.000Z' },
    ];
    const find = vi
      .fn()
      .mockResolvedValue({ ...IN_PROGRESS, status: 'resolved', resolution: updates[1].text, updates });
    render(<ComplaintLookup find={find} />);
    await userEvent.type(screen.getByLabelText('Reference number'), IN_PROGRESS.reference);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    const listed = await screen.findAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Update: We have asked the branch.Sent 25 Nov 2026, 10:30 IST',
      'Resolution: Credited with interest.Sent 28 Nov 2026, 12:00 IST',
    ]);
  });

  it('takes a followed complaint’s reference and e-mail, focus moving to it', async () => {
    const { rerender } = render(<ComplaintLookup find={vi.fn()} />);
    rerender(
      <ComplaintLookup find={vi.fn()} followed={{ reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' }} />,
    );
    await waitFor(() => expect(screen.getByLabelText('Reference number')).toHaveFocus());
    expect(screen.getByLabelText('Reference number')).toHaveValue('GRV-2026-000123-7KQ4');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('asks for a whole reference before sending anything', async () => {
    const find = vi.fn();
    render(<ComplaintLookup find={find} />);
    await userEvent.type(screen.getByLabelText('Reference number'), 'GRV-2026-000123-7K');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.lookupReference)).toBeInTheDocument();
    expect(find).not.toHaveBeenCalled();
  });

  it("shows no earlier member's complaint once another look-up is refused, nor once one is not found", async () => {
    const find = vi
      .fn()
      .mockResolvedValueOnce(IN_PROGRESS)
      .mockRejectedValueOnce(Object.assign(new Error('Not found'), { isAxiosError: true, response: { status: 404 } }));
    render(<ComplaintLookup find={find} />);
    const reference = screen.getByLabelText('Reference number');
    const email = screen.getByLabelText('Email');
    await userEvent.type(reference, 'GRV 2026 000123 7KQ4');
    await userEvent.type(email, 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText('Update: We have asked the branch.')).toBeInTheDocument();
    expect(find).toHaveBeenCalledWith({ reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' });

    // Another member, on the same phone, mistypes the e-mail: refused here, and the first answer goes.
    await userEvent.clear(email);
    await userEvent.type(email, 'ravi@example');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.lookupEmail)).toBeInTheDocument();
    expect(screen.queryByText(/We have asked the branch/)).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'ravi@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.queryByText(/We have asked the branch/)).toBeNull();
  });
});
