import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadMoreText } from './read-more-text';

describe('ReadMoreText', () => {
  it('offers Read More for text longer than 10 characters, a disclosure that Read Less closes', async () => {
    render(<ReadMoreText text="A savings account with a cheque book." />);
    const toggle = screen.getByText('Read More').closest('summary')!;
    const disclosure = toggle.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    // The text before the disclosure is clamped until it opens (read-more-text.css, `:has`).
    expect(screen.getByText(/savings account/)).toHaveClass('clamped');
    expect(disclosure.previousElementSibling).toBe(screen.getByText(/savings account/));

    await userEvent.click(toggle);
    expect(disclosure).toHaveAttribute('open');
    await userEvent.click(toggle);
    expect(disclosure).not.toHaveAttribute('open');
  });

  it("is in the server's HTML as it is in the browser: the whole text opens without JavaScript", () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(<ReadMoreText text="A savings account with a cheque book." />);
    expect(server.querySelector('p.clamped + details.read-more > summary')).toHaveTextContent('Read MoreRead Less');
    expect(server.querySelector('button')).toBeNull();
  });

  it('offers nothing for text of 10 characters or fewer', () => {
    render(<ReadMoreText text="Ten chars!" />);
    expect(screen.queryByText('Read More')).toBeNull();
    expect(screen.getByText('Ten chars!')).not.toHaveClass('clamped');
  });
});
