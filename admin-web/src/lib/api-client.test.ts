import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES } from '@bank/shared';
import { fakeServer } from '../testing/fake-server';
import { signIn } from '../features/sign-in/api/sign-in';
import { apiClient } from './api-client';
import { SESSION_ENDED_EVENT, sessionLastUse } from './session';
import { notify } from './toasts';

vi.mock('./toasts', () => ({ notify: vi.fn() }));

let server: ReturnType<typeof fakeServer> | undefined;

function signedIn() {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('tokenType', 'Bearer');
  localStorage.setItem('adminEmail', 'admin@example.com');
  localStorage.setItem('adminToken', 'legacy');
}

afterEach(() => {
  server?.close();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('apiClient', () => {
  it('sends `<tokenType> <accessToken>` as Authorization when a session is stored', async () => {
    signedIn();
    localStorage.setItem('tokenType', 'Token');
    server = fakeServer();
    await apiClient.get('/admin/jobs');
    expect(server.sent).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/admin/jobs', authorization: 'Token token-1' }),
    ]);
  });

  it('sends no Authorization without a stored session', async () => {
    server = fakeServer();
    await apiClient.get('/admin/jobs');
    expect(server.sent[0].authorization).toBeNull();
  });

  it("ends the session when the server refuses the credential (401), tells the guard and says 'Your session has ended; please sign in again.'", async () => {
    signedIn();
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    server = fakeServer(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    await expect(apiClient.get('/admin/news')).rejects.toMatchObject({ response: { status: 401 } });
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(localStorage.length).toBe(0);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', STAFF_MESSAGES.sessionEnded);
  });

  it('notes when a back-office call was answered for the session, from when it left: the idle time counts from it', async () => {
    const start = Date.parse('2026-03-02T04:30:00Z');
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    try {
      signedIn();
      server = fakeServer(({ path }) => (path === '/api/admin/jobs' ? { status: 200 } : { status: 500 }));
      await apiClient.get('/admin/jobs');
      expect(sessionLastUse()).toBe(start);
      vi.setSystemTime(start + 5000);
      await expect(apiClient.get('/admin/news')).rejects.toMatchObject({ response: { status: 500 } });
      await apiClient.get('/admin/jobs', { anonymous: true });
      expect(sessionLastUse()).toBe(start);
      await apiClient.get('/admin/jobs');
      expect(sessionLastUse()).toBe(start + 5000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the session on other failures and on a refused sign-in, which is sent without the credential', async () => {
    signedIn();
    server = fakeServer(({ path }) => (path === '/api/admin/login' ? { status: 401 } : { status: 500 }));
    await expect(apiClient.get('/admin/news')).rejects.toMatchObject({ response: { status: 500 } });
    await expect(signIn({ email: 'a@b.c', password: 'x', remember: false })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.sent[1]).toEqual(expect.objectContaining({ path: '/api/admin/login', authorization: null }));
    expect(localStorage.getItem('accessToken')).toBe('token-1');
    expect(localStorage.getItem('adminToken')).toBe('legacy');
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps a newer session when a call sent with an older credential is refused late', async () => {
    signedIn();
    server = fakeServer(() => {
      // Signed in again (here or in another tab) while the old call was on its way.
      localStorage.setItem('accessToken', 'token-2');
      return { status: 401 };
    });
    await expect(apiClient.get('/admin/news')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem('accessToken')).toBe('token-2');
  });
});
