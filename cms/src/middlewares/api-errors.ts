import type { Context, Next } from 'koa';
import { promises as fs } from 'fs';
import { STATUS_CODES } from 'http';
import { API_MESSAGES } from '@bank/shared';
import { isApiPath } from '../lib/api-path';
import { inFormLocale } from '../rendering/form-messages';
import { HttpError } from '../lib/errors';
import { incomingFiles } from '../lib/uploads';
import type { Core } from '@strapi/strapi';

/** Strapi's own error envelope, {data: null, error: {status, name, message, details}}. */
const isStrapiErrorBody = (body: unknown): body is { error: { message?: string } } =>
  typeof body === 'object' && body !== null && 'error' in body && 'data' in body;

/** An error as this middleware answers it: {message, errors?}. */
const isErrorBody = (body: unknown): body is { message: string; errors?: Record<string, string> } =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';

/** Multipart temp files of every field: formidable leaves them behind unless removed. */
async function removeTempUploads(ctx: Context): Promise<void> {
  await Promise.all(
    incomingFiles(ctx).map((file) => (file?.filepath ? fs.rm(file.filepath, { force: true }) : undefined)),
  );
}

/**
 * Every /api answer that is an error leaves as JSON {message, errors?}, whether it
 * came from our code, from Strapi or from the router finding nothing.
 */
/** What a thrown value may carry: Koa's and Strapi's errors have a status (or statusCode), a message and a stack. */
const failureOf = (error: unknown): { status?: unknown; statusCode?: unknown; message?: unknown; stack?: unknown } =>
  typeof error === 'object' && error !== null ? error : {};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (!isApiPath(ctx.path)) return next();
    try {
      await next();
      if (ctx.status >= 400 && ctx.body == null) {
        // Nothing answered (404) or the path exists for other methods (405, with its Allow header).
        const status = ctx.status;
        ctx.body = {
          message: status === 404 ? API_MESSAGES.notFound : (STATUS_CODES[status] ?? API_MESSAGES.internal),
        };
        ctx.status = status;
      } else if (ctx.status >= 400 && isStrapiErrorBody(ctx.body)) {
        // The body parser's own 413 says only 'FileTooBig'.
        ctx.body = {
          message: ctx.status === 413 ? API_MESSAGES.fileTooLarge : ctx.body.error.message || API_MESSAGES.internal,
        };
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = error.toBody();
      } else {
        const failure = failureOf(error);
        const status = Number(failure.status ?? failure.statusCode);
        if (status >= 400 && status < 500) {
          ctx.status = status;
          ctx.body = { message: failure.message || API_MESSAGES.internal };
        } else {
          strapi.log.error(`${ctx.method} ${ctx.path} failed: ${failure.stack ?? error}`);
          ctx.status = 500;
          ctx.body = { message: API_MESSAGES.internal };
        }
      }
    } finally {
      await removeTempUploads(ctx);
    }
    // A public form's error, in the language it was sent from.
    if (ctx.status >= 400 && ctx.status < 500 && isErrorBody(ctx.body)) ctx.body = await inFormLocale(ctx, ctx.body);
  };
};
