import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMPLAINT_MESSAGES } from '@bank/shared';
import { ComplaintLookup } from './complaint-lookup';

describe('ComplaintLookup', () => {
  it('sends the reference and e-mail as one value to post, the reference read in capitals', async () => {
    const find = vi.fn().mockResolvedValue({ reference: 'GRV-2026-000123-7KQ4', received_at: '2026-11-24T13:35:00.000Z', reply_due: '2026-12-24', status: 'received', resolution: null });
    render(<ComplaintLookup find={find} />);
    await userEvent.type(screen.getByLabelText('Reference number'), ' grv-2026-000123-7kq4 ');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Find my complaint' }));
    await screen.findByText('GRV-2026-000123-7KQ4');
    expect(find).toHaveBeenCalledWith({ reference: 'GRV-2026-000123-7KQ4', email: 'asha@example.in' });
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
});
