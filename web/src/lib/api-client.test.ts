import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from './api-client';

/** Runs the request interceptors and returns the headers the request would carry. */
async function headersOfNextRequest() {
  let seen: Record<string, unknown> = {};
  await apiClient.get('/api/jobs', {
    adapter: async (config) => {
      seen = config.headers.toJSON();
      return { data: [], status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return seen;
}

afterEach(() => localStorage.clear());

describe('apiClient', () => {
  it('sends JSON headers and no credential when no session is stored', async () => {
    const headers = await headersOfNextRequest();
    expect(headers.Accept).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the bearer credential built from the stored token type and access token', async () => {
    localStorage.setItem('accessToken', 'abc.def');
    localStorage.setItem('tokenType', 'Bearer');
    expect((await headersOfNextRequest()).Authorization).toBe('Bearer abc.def');
  });
});

describe('a form sent from a Marathi or Hindi page', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  /** The query parameters a POST would carry, after the interceptors. */
  async function paramsOfPost() {
    let seen: unknown;
    await apiClient.post(
      '/api/contactus',
      {},
      {
        adapter: async (config) => {
          seen = config.params;
          return { data: {}, status: 201, statusText: 'Created', headers: {}, config };
        },
      },
    );
    return seen;
  }

  it('names the page’s language, so that the server answers its errors in it', async () => {
    document.documentElement.setAttribute('lang', 'mr');
    expect(await paramsOfPost()).toEqual({ locale: 'mr' });
  });

  it('names none from an English page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    expect(await paramsOfPost()).toBeUndefined();
  });
});
