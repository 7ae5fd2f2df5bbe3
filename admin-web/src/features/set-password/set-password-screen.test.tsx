import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeStaffServer,
  GUESSABLE_MESSAGE,
  GUESSABLE_PASSWORD,
  SET_PASSWORD_TOKEN,
} from '../../testing/fake-staff-server';
import SetPasswordScreen from './set-password-screen';

let server: ReturnType<typeof fakeStaffServer>;

function renderPage(query: string) {
  server = fakeStaffServer();
  render(
    <MemoryRouter initialEntries={[`/AdminSetPassword${query}`]}>
      <Routes>
        <Route path="/AdminSetPassword" element={<SetPasswordScreen />} />
        <Route path="/AdminLogin" element={<p>Sign-in screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const setPasswordCalls = () => server.sent.filter(({ path }) => path === '/api/admin/set-password');

afterEach(() => server.close());

describe('SetPasswordScreen', () => {
  it("says the rule, sends the link's token with the password, shows the server's word, then the way to sign in", async () => {
    const user = renderPage(`?token=${SET_PASSWORD_TOKEN}`);
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAccessibleDescription('At least 12 characters; common or guessable passwords are refused.');
    await user.type(password, 'river-mango-lantern-42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'river-mango-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. You can sign in now.');
    expect(setPasswordCalls().map(({ body, authorization }) => ({ body, authorization }))).toEqual([
      {
        authorization: null,
        body: {
          kind: 'json',
          fields: ['token', 'password'],
          values: { token: SET_PASSWORD_TOKEN, password: 'river-mango-lantern-42' },
        },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go to the sign-in' }));
    expect(screen.getByText('Sign-in screen')).toBeInTheDocument();
  });

  it('refuses a short password and two different ones before sending anything', async () => {
    const user = renderPage(`?token=${SET_PASSWORD_TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(setPasswordCalls()).toEqual([]);
  });

  it("shows the server's refusal of a guessable password beside the field, which takes the focus", async () => {
    const user = renderPage(`?token=${SET_PASSWORD_TOKEN}`);
    await user.type(screen.getByLabelText('New password'), GUESSABLE_PASSWORD);
    await user.type(screen.getByLabelText('Repeat the new password'), GUESSABLE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining(GUESSABLE_MESSAGE),
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's word on a link that has expired, and keeps the form", async () => {
    const user = renderPage('?token=expired');
    await user.type(screen.getByLabelText('New password'), 'river-mango-lantern-42');
    await user.type(screen.getByLabelText('Repeat the new password'), 'river-mango-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Ask an Administrator for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Set password' })).toBeEnabled();
  });

  it('says a link without its token is not complete, and leads to the sign-in', () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the sign-in' })).toHaveAttribute('href', '/AdminLogin');
  });
});
