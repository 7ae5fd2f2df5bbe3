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
export const payloadTooLarge = (field: string, limitBytes: number) =>
  new HttpError(413, API_MESSAGES.fileTooLarge, {
    [field]: `The file is larger than ${Math.round(limitBytes / (1024 * 1024))} MB`,
  });
export const unsupportedFile = (field: string, expected: string) =>
  new HttpError(415, API_MESSAGES.unsupportedFile, { [field]: `The file must be ${expected}` });
export const tooManyRequests = () => new HttpError(429, API_MESSAGES.tooManyRequests);
export const conflict = (message: string) => new HttpError(409, message);
