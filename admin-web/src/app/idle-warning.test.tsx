import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@bank/shared';
import { apiClient } from '../lib/api-client';
import { SESSION_ENDED_EVENT } from '../lib/session';
import { notify } from '../lib/toasts';
import { fakeStaffServer } from '../testing/fake-staff-server';
import { IdleWarning } from './idle-warning';

vi.mock('../lib/toasts', () => ({ notify: vi.fn() }));

const MINUTE = 60_000;
let server: ReturnType<typeof fakeStaffServer>;

/** Moves the test clock on, letting every answer and timer due by then run. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The warning, a button that had the focus before it, over a server whose sessions end after 15 minutes unused. */
async function renderWarning(setup: Parameters<typeof fakeStaffServer>[0] = {}) {
  server = fakeStaffServer({ idleSeconds: 15 * 60, ...setup });
  render(
    <>
      <button type="button">Save the deposit</button>
      <IdleWarning />
    </>,
  );
  screen.getByRole('button', { name: 'Save the deposit' }).focus();
  await pass(0);
}

const sessionReads = () => server.sent.filter(({ path }) => path === '/api/admin/account/session').length;
/** Calls the server counts as use of the session (reading its times does not). */
const uses = () => server.sent.filter(({ path }) => path !== '/api/admin/account/session').map(({ path }) => path);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-02T04:30:00Z') });
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('tokenType', 'Bearer');
});
afterEach(() => {
  server.close();
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('IdleWarning', () => {
  it("warns a minute before the idle end, with the focus on 'Stay signed in', which keeps the session and gives the focus back", async () => {
    await renderWarning();
    expect(sessionReads()).toBe(1);
    await pass(14 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await pass(1000);
    const warning = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveAccessibleDescription(/you will be signed out at 10:15 IST, in about a minute/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    expect(uses()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await pass(0);
    expect(uses()).toEqual(['/api/admin/verify']);
    expect(sessionReads()).toBe(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the deposit' })).toHaveFocus();

    // The idle time counts again from the call 'Stay signed in' made.
    await pass(14 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pass(1000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token-1');
  });

  it("counts from the latest call to the server: a screen's request puts the warning off", async () => {
    await renderWarning();
    await pass(10 * MINUTE);
    await act(() => apiClient.get('/admin/account'));
    await pass(4 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pass(10 * MINUTE);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it("ends the session at the idle end when nobody answers: signed out, with 'Your session has ended; please sign in again.'", async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    await renderWarning();
    await pass(15 * MINUTE - 1000);
    expect(ended).not.toHaveBeenCalled();
    await pass(1000);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(notify).toHaveBeenCalledWith('warning', STAFF_MESSAGES.sessionEnded);
  });

  it("warns before the session's absolute end too, with nothing to put it off, once", async () => {
    // Eight hours from sign-in: the session began 7 h 50 min ago.
    await renderWarning({ lifeSeconds: 8 * 3600, startedAt: Date.now() - (7 * 60 + 50) * MINUTE });
    await pass(9 * MINUTE);
    const warning = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(warning).toHaveAccessibleDescription(/signed out at 10:10 IST/);
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(() => apiClient.get('/admin/account'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await pass(MINUTE);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
