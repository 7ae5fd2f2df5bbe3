import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { renderWithData } from '../../testing/render-with-data';
import InboxScreen from './inbox-screen';

const messages = [
  { id: 1, name: 'Asha', email: 'asha@example.com', phone: '9876543210', subject: 's', message: 'A much longer question about gold loans', created_at: 'x' },
  { id: 2, name: 'Ravi', email: 'ravi@example.com', phone: '9822012345', subject: 's', message: 'Short', created_at: 'x' },
];

function renderInbox(get: () => Promise<unknown>) {
  vi.spyOn(apiClient, 'get').mockImplementation(get as never);
  renderWithData(<InboxScreen />);
}

const firstColumn = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

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

  it('only logs a failed load and shows the empty table', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInbox(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('There are no records to display')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
