import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { apiClient } from '../lib/api-client';

/** One request as it left the client: method, full path, credential and body. */
export interface SentRequest {
  method: string;
  /** Path under the origin, the client's /api base included ('/api/admin/jobs/7'). */
  path: string;
  authorization: string | null;
  body:
    | { kind: 'none' }
    | { kind: 'json'; fields: string[]; values: Record<string, unknown> }
    | { kind: 'multipart'; fields: string[]; values: Record<string, FormDataEntryValue> };
}

export interface Answer {
  /** 0: no answer at all (the network failed). */
  status: number;
  data?: unknown;
}

function bodyOf(data: unknown): SentRequest['body'] {
  if (data == null) return { kind: 'none' };
  if (data instanceof FormData)
    return { kind: 'multipart', fields: [...data.keys()], values: Object.fromEntries(data.entries()) };
  const values = (typeof data === 'string' ? JSON.parse(data) : data) as Record<string, unknown>;
  return { kind: 'json', fields: Object.keys(values), values };
}

/**
 * Stands in for the server behind the one client: every request goes through the client's interceptors,
 * is recorded, and gets `answer`'s reply (a status of 400 or more rejects, as over the wire; 0 never arrives).
 * Call `close` after the test.
 */
export function fakeServer(answer: (request: SentRequest) => Answer = () => ({ status: 200, data: {} })) {
  const sent: SentRequest[] = [];
  const realAdapter = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: apiClient.getUri(config),
      authorization: (config.headers.get('Authorization') as string | undefined) ?? null,
      body: bodyOf(config.data),
    };
    sent.push(request);
    const { status, data = {} } = answer(request);
    if (status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { status, statusText: String(status), data, headers: new AxiosHeaders(), config };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return { sent, close: () => void (apiClient.defaults.adapter = realAdapter) };
}
