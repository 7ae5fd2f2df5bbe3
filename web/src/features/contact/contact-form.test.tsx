import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactSchema } from '@bank/shared';
import { ContactForm } from './contact-form';

const ACCEPTED_PHONES = [
  '9876543210',
  '+91-9876543210',
  '+919876543210',
  '919876543210',
  '09876543210',
  '+91 - 9876543210',
  '7876543210',
  '8876543210',
  '6123456789',
  '98220 12345',
  '+91 98220 12345',
  '0-9876543210',
  '0 - 9876543210',
  '98220-12345',
  '020-2545 6700',
  '+91 20 2545 6700',
  '९८२२०१२३४५',
];
// CONTRACT.md's rule: separators and Devanagari digits aside, a mobile after +91, 91, 0091 or 0; a landline after 0 or +91.
const REJECTED_PHONES = [
  '0919876543210',
  '009876543210',
  '00 98765 43210',
  '5876543210',
  '12345',
  '987654321',
  '98765432101',
  '+92-9876543210',
  'abcdefghij',
  '',
];

describe('contact schema: phone', () => {
  it.each(ACCEPTED_PHONES)('accepts %s', (phone) => {
    expect(() => contactSchema.validateSyncAt('phone', { phone })).not.toThrow();
  });

  it.each(REJECTED_PHONES)('rejects "%s"', (phone) => {
    expect(() => contactSchema.validateSyncAt('phone', { phone })).toThrow(
      phone ? CONTACT_MESSAGES.phoneInvalid : CONTACT_MESSAGES.phoneRequired,
    );
  });
});

/** What the API answers for an enquiry stored: its reference among the rest. */
const SENT = { reference: 'ENQ-2026-000123-7KQ4' };

describe('ContactForm', () => {
  it('shows a field’s error only once the field has been visited, tied to the field', async () => {
    render(<ContactForm send={vi.fn()} />);
    const name = screen.getByLabelText(/Name/);
    await userEvent.type(name, 'A');
    await userEvent.clear(name);
    expect(screen.queryByText(CONTACT_MESSAGES.nameRequired)).toBeNull();

    await userEvent.tab();
    const error = await screen.findByText(CONTACT_MESSAGES.nameRequired);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', error.id);
    // Announced as it appears.
    expect(screen.getByRole('alert')).toBe(error);
  });

  it('tells screen readers which fields are required: all but the message', () => {
    render(<ContactForm send={vi.fn()} />);
    for (const label of [/Name/, /Email/, /Phone/, /Subject/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/Message/)).not.toHaveAttribute('aria-required');
  });

  it('validates on change once visited: a wrong phone number, then a right one', async () => {
    render(<ContactForm send={vi.fn()} />);
    const phone = screen.getByLabelText(/Phone/);
    await userEvent.type(phone, '5123456789');
    await userEvent.tab();
    expect(await screen.findByText(CONTACT_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '9876543210');
    await waitFor(() => expect(screen.queryByText(CONTACT_MESSAGES.phoneInvalid)).toBeNull());
  });

  it('blocks an invalid submit and shows every missing field’s message', async () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.phoneRequired.trim(),
      CONTACT_MESSAGES.subjectRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Each message is an alert, tied to its invalid field.
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(4);
    for (const alert of alerts)
      expect(document.querySelector(`[aria-describedby~="${alert.id}"]`)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('states the message’s length limit under it, and refuses a longer one before sending', async () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    const message = screen.getByLabelText(/Message/);
    const hint = screen.getByText('Up to 4,000 characters');
    expect(message).toHaveAttribute('aria-describedby', hint.id);

    await userEvent.click(message);
    await userEvent.paste('क'.repeat(CONTACT_LIMITS.message + 1));
    await userEvent.tab();
    const error = await screen.findByText('Message must be at most 4,000 characters');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAttribute('aria-describedby', `${hint.id} ${error.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('posts a valid enquiry once, empties the form and keeps a confirmation with the reference', async () => {
    const send = vi.fn().mockResolvedValue(SENT);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Asha Patil');
    await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '+91-9876543210');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Locker');
    await userEvent.type(screen.getByLabelText(/Message/), 'Is a locker available?');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+91-9876543210',
      subject: 'Locker',
      message: 'Is a locker available?',
    });
    await waitFor(() => expect(screen.getByLabelText(/Name/)).toHaveValue(''));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${CONTACT_MESSAGES.success}Your enquiry reference is ENQ-2026-000123-7KQ4.`,
    );
  });

  it('brings the member from the button below to the reference, which takes focus', async () => {
    const send = vi.fn().mockResolvedValue(SENT);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Asha Patil');
    await userEvent.type(screen.getByLabelText(/Email/), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '98220 12345');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Locker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('ENQ-2026-000123-7KQ4');
  });

  it('sends a phone number as the bank prints it, as typed, and says under the field what it takes', async () => {
    const send = vi.fn().mockResolvedValue(SENT);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ramesh Kulkarni');
    await userEvent.type(screen.getByLabelText(/Email/), 'ramesh.kulkarni@gmail.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '+91 98220 12345');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Locker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '+91 98220 12345' }));
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'A mobile number, or a landline with its STD code: 98220 45670, +91 98220 45670, 020-2545 6700',
    );
  });

  it.each(['020-2545 6700', '+91-98220-45670', '६१२३४ ५६७८९'])('takes the phone %j', async (phone) => {
    const send = vi.fn().mockResolvedValue(SENT);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ramesh Kulkarni');
    await userEvent.type(screen.getByLabelText(/Email/), 'ramesh.kulkarni@gmail.com');
    await userEvent.type(screen.getByLabelText(/Phone/), phone);
    await userEvent.type(screen.getByLabelText(/Subject/), 'Locker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone })));
  });

  it('refuses an e-mail whose domain has no dot, before sending', async () => {
    const send = vi.fn().mockResolvedValue(SENT);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ramesh Kulkarni');
    await userEvent.type(screen.getByLabelText(/Email/), 'ramesh.kulkarni@gmail');
    await userEvent.type(screen.getByLabelText(/Phone/), '9822012345');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Locker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('email must be a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what was typed when sending fails, and shows no message', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ContactForm send={send} />);
    await userEvent.type(screen.getByLabelText(/Name/), 'Ravi');
    await userEvent.type(screen.getByLabelText(/Email/), 'ravi@example.com');
    await userEvent.type(screen.getByLabelText(/Phone/), '9876543210');
    await userEvent.type(screen.getByLabelText(/Subject/), 'Loan');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ravi');
  });
});
