import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify, Toasts } from './toasts';

describe('Toasts', () => {
  it('mounts no toast host until the first toast, then shows it with its close button', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();

    await notify('error', 'Please Enter The Email And Password');
    expect(await screen.findByText('Please Enter The Email And Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /close/i })).toBeInTheDocument();
  });
});
