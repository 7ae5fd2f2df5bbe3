import type { Context } from 'koa';
import { DEFAULT_LOCALE, LOCALE_PARAM, isSiteLocale } from '@bank/shared';
import { isAdminApiPath } from '../lib/api-path';
import { siteRendererOf } from './site-renderer';

/** An /api error's body: its message and, for a form, each field's. */
interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * A public form's error in the language it was sent from (`?locale=mr` on the POST, which the site
 * adds on a Marathi or Hindi page), through the site's own catalogues: the same words the page shows.
 * English, the back office's and any other answer stay as they are.
 */
export async function inFormLocale(ctx: Context, body: ErrorBody): Promise<ErrorBody> {
  const locale = ctx.query[LOCALE_PARAM];
  if (ctx.method !== 'POST' || isAdminApiPath(ctx.path) || !isSiteLocale(locale) || locale === DEFAULT_LOCALE)
    return body;
  const site = await siteRendererOf(strapi.dirs.app.root)();
  if (!site) return body;
  const inLocale = (message: string) => site.formMessage(locale, message);
  return {
    ...body,
    message: await inLocale(body.message),
    ...(body.errors && {
      errors: Object.fromEntries(
        await Promise.all(
          Object.entries(body.errors).map(async ([field, message]) => [field, await inLocale(message)] as const),
        ),
      ),
    }),
  };
}
