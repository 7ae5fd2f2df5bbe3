import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Best Bank Award
      </button>
      {open && (
        <Modal title="Best Bank Award" onClose={() => setOpen(false)}>
          <p>Given by the state federation.</p>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('takes focus when opened, closes on Escape and gives focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Best Bank Award' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Best Bank Award' });
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and with a click on the overlay, not with a click inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Best Bank Award' }));
    await userEvent.click(screen.getByText('Given by the state federation.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Best Bank Award' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Best Bank Award' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
