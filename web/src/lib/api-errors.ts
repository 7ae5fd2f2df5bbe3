import { isAxiosError } from 'axios';

/** The server's reason for refusing a form ({message} of the API), or `fallback` when the network failed. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = isAxiosError(error)
    ? (error.response?.data as { message?: unknown } | undefined)?.message
    : undefined;
  return typeof message === 'string' && message ? message : fallback;
}
