import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSessionUse, sessionLastUse, storeSession } from '../lib/session';
import { fakeServer } from '../testing/fake-server';
import { TYPING_USE_EVERY_MS, useTypingKeepsSessionInUse } from './typing-use';

let server: ReturnType<typeof fakeServer>;

/** A screen of the back office with a news form, and a search box outside any form. */
function Screen() {
  useTypingKeepsSessionInUse();
  return (
    <>
      <form aria-label="News item">
        <label>
          Title <input />
        </label>
      </form>
      <label>
        Search <input />
      </label>
    </>
  );
}

const verifyCalls = () => server.sent.filter(({ path }) => path === '/api/admin/verify').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  storeSession({ accessToken: 'token-1', tokenType: 'Bearer', adminEmail: 'esha@bank.test' });
  noteSessionUse(Date.now());
  server = fakeServer(() => ({ status: 200, data: {} }));
  render(<Screen />);
});

afterEach(() => {
  server.close();
  vi.useRealTimers();
  localStorage.clear();
});

describe('Typing in a form', () => {
  it("tells the server the person is there once a minute has passed since the session's last call, and moves the idle end", async () => {
    const u = userEvent.setup();
    const title = screen.getByLabelText('Title');
    await u.type(title, 'Rates');
    expect(verifyCalls()).toBe(0);

    vi.setSystemTime(Date.now() + TYPING_USE_EVERY_MS);
    const typedAt = Date.now();
    await u.type(title, ' revised');
    await vi.waitFor(() => expect(sessionLastUse()).toBe(typedAt));
    expect(verifyCalls()).toBe(1);

    vi.setSystemTime(Date.now() + TYPING_USE_EVERY_MS / 2);
    await u.type(title, ' for');
    expect(verifyCalls()).toBe(1);
    vi.setSystemTime(Date.now() + TYPING_USE_EVERY_MS / 2);
    await u.type(title, ' May');
    await vi.waitFor(() => expect(verifyCalls()).toBe(2));
  });

  it('is the only typing that counts: a search box outside a form does not', async () => {
    vi.setSystemTime(Date.now() + 5 * TYPING_USE_EVERY_MS);
    await userEvent.setup().type(screen.getByLabelText('Search'), 'fixed deposit');
    expect(verifyCalls()).toBe(0);
  });
});
