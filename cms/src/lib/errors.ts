import { API_MESSAGES } from '@bank/shared';
import type { ApiError } from '@bank/shared';

/** An error that is the answer: status plus the contract's {message, errors?} body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (errors: Record<string, string>, message: string = API_MESSAGES.validation) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = API_MESSAGES.unauthorized) => new HttpError(401, message);
export const notFound = () => new HttpError(404, API_MESSAGES.notFound);
/** A size as people read it: '5 MB', '1.5 MB', '500 kB'. */
export function readableSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

export const payloadTooLarge = (field: string, limitBytes: number) =>
  new HttpError(413, API_MESSAGES.fileTooLarge, { [field]: `The file is larger than ${readableSize(limitBytes)}` });
export const unsupportedFile = (field: string, expected: string) =>
  new HttpError(415, API_MESSAGES.unsupportedFile, { [field]: `The file must be ${expected}` });
export const tooManyRequests = () => new HttpError(429, API_MESSAGES.tooManyRequests);
export const conflict = (message: string) => new HttpError(409, message);
