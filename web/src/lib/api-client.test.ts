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
