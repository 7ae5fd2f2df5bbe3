import axios, { isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import {
  CHANGE_MESSAGES,
  type ApiError,
  type ChangeAccepted,
  type ChangeAlreadyWaiting,
  type StaleRecord,
} from '@bank/shared';
import { authorizationHeader, endSession, noteSessionUse } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Sent without the stored credential (the sign-in call): its 401 is about the input, not a session. */
    anonymous?: boolean;
    /** When the request left (this browser's clock): the server counts the session's idle time from about then. */
    sentAt?: number;
  }
}

/** The one HTTP client of the back office: same origin, JSON, bearer credential when stored. */
export const apiClient = axios.create({
  baseURL: '/api',
  headers: { Accept: 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  const authorization = authorizationHeader();
  if (authorization && !config.anonymous) config.headers.set('Authorization', authorization);
  config.sentAt = Date.now();
  return config;
});

/**
 * A write answered 202 `{change_request_id, message}` (docs/api.md): while 'Changes need approval' is on,
 * the server kept it as a change request instead of applying it. No record has that key.
 */
export const isChangeAccepted = (answer: unknown): answer is ChangeAccepted =>
  typeof answer === 'object' &&
  answer !== null &&
  typeof (answer as Partial<ChangeAccepted>).change_request_id === 'number';

/**
 * A write's success text: 'Sent for approval' when the server kept it as a change request (202),
 * else `usual`, the spec's text word for word.
 */
export const savedText = (answer: unknown, usual: string): string =>
  isChangeAccepted(answer) ? CHANGE_MESSAGES.sentForApproval : usual;

/** What a write of public content answers: what it wrote, or the change request it became (202). */
export type Written<T> = T | ChangeAccepted;

const changeListeners = new Set<() => void>();

/** Calls `listener` after each write answered 202 (the pending changes are read again); returns the unsubscribe. */
export function onChangeSent(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** True when `config` carried the credential stored now to a back-office route. */
const sentWithSession = (config: InternalAxiosRequestConfig | undefined) => {
  const sent = config?.headers?.get?.('Authorization');
  return Boolean(sent) && sent === authorizationHeader() && Boolean(config?.url?.startsWith('/admin/'));
};

// An answered back-office call keeps the session alive on the server: the idle warning counts from it.
// An expired or revoked credential (401) ends the session wherever it shows up, logout
// included; only the credential still stored, so a late answer to an older one ends nothing.
apiClient.interceptors.response.use(
  (response) => {
    if (sentWithSession(response.config) && response.config.sentAt) noteSessionUse(response.config.sentAt);
    if (response.status === 202 && isChangeAccepted(response.data)) for (const listener of changeListeners) listener();
    return response;
  },
  (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401 && sentWithSession(error.config)) endSession();
    return Promise.reject(error);
  },
);

/** The server's `message` of a failed call, if it sent one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!isAxiosError<ApiError>(error)) return undefined;
  const message = error.response?.data?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The server's per-field problems of a failed call (the `errors` of an error answer, docs/api.md). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError<ApiError>(error)) return {};
  return error.response?.data?.errors ?? {};
}

/** The body of a failed call answered with `status`, for the answers that carry more than {message, errors}. */
export function apiErrorBody<T>(error: unknown, status: number): Partial<T> | undefined {
  return isAxiosError(error) && error.response?.status === status ? (error.response.data as Partial<T>) : undefined;
}

/** SWR fetcher over the shared client. */
export const fetchJson = <T>(url: string): Promise<T> => apiClient.get<T>(url).then((response) => response.data);

/** The 409 of an update made from an older copy of its record: who changed it since, and when (docs/api.md). */
export function staleRecordOf(error: unknown): StaleRecord | undefined {
  const body = apiErrorBody<StaleRecord>(error, 409);
  return body && typeof body.message === 'string' && typeof body.version === 'string'
    ? (body as StaleRecord)
    : undefined;
}

/** The 409 of a change made while another to the same record waits for approval: the link to that one. */
export function waitingChangeOf(error: unknown): ChangeAlreadyWaiting | undefined {
  const body = apiErrorBody<ChangeAlreadyWaiting>(error, 409);
  return body && typeof body.link === 'string' && typeof body.change_request_id === 'number'
    ? (body as ChangeAlreadyWaiting)
    : undefined;
}
