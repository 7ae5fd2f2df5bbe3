import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadMoreText } from './read-more-text';

describe('ReadMoreText', () => {
  it('offers Read More for text longer than 10 characters, and Read Less once expanded', async () => {
    render(<ReadMoreText text="A savings account with a cheque book." />);
    const toggle = screen.getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/savings account/)).toHaveClass('clamped');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/savings account/)).not.toHaveClass('clamped');
  });

  it('offers nothing for text of 10 characters or fewer', () => {
    render(<ReadMoreText text="Ten chars!" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Ten chars!')).not.toHaveClass('clamped');
  });
});
