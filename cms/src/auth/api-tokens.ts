import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { writeEntry } from '../activity/entries';

/**
 * Strapi's API tokens (`admin::api-token`, made in the panel's Settings) reach the content API with
 * no back-office sign-in, no role and no four eyes. The product's own routes never take one (every
 * /api route is `auth: false` and the back office has its own sessions), so none is needed: Strapi's
 * defaults are removed, and every token a super-user makes, changes, removes or presents is an
 * activity entry.
 */
const API_TOKEN = 'admin::api-token';
const RESOURCE = 'api-tokens';

/**
 * The two tokens Strapi makes at the first start of an empty database ("Read Only" and "Full
 * Access", never expiring; `DEFAULT_API_TOKENS` in @strapi/admin's services/constants), told apart
 * from a super-user's by name, type and Strapi's own description together.
 */
const STRAPI_DEFAULT_TOKENS = [
  {
    name: 'Read Only',
    type: 'read-only',
    description: 'A default API token with read-only permissions, only used for accessing resources',
  },
  {
    name: 'Full Access',
    type: 'full-access',
    description: 'A default API token with full access permissions, used for accessing or modifying resources',
  },
] as const;

interface TokenRow {
  id: number;
  name: string;
  type: string;
  description?: string | null;
}

const labelOf = (token: Pick<TokenRow, 'name' | 'type'>) => `${token.name} (${token.type})`;

/** bootstrap(): Strapi's default tokens go, each with an entry; after that none is left to find. */
export async function removeStrapiDefaultTokens(): Promise<number> {
  const table = strapi.db.metadata.get(API_TOKEN).tableName;
  let removed = 0;
  for (const token of STRAPI_DEFAULT_TOKENS) {
    const found = (await strapi.db.query(API_TOKEN).findMany({ where: { ...token } })) as TokenRow[];
    for (const row of found) {
      await strapi.db.transaction(async ({ trx }) => {
        // With knex, below the lifecycles: this entry says why, in place of theirs.
        await trx(table).where({ id: row.id }).del();
        await writeEntry(
          {
            action: 'api_token_delete',
            resource: RESOURCE,
            record_id: row.id,
            record_label: `${labelOf(row)}: Strapi's default token, removed at start`,
          },
          trx,
        );
      });
      strapi.log.info(`Removed Strapi's default API token "${row.name}": the product takes no API token`);
      removed += 1;
    }
  }
  return removed;
}

/** One of Strapi's two defaults, as its first start makes them (outside any request). */
const isStrapiDefault = (row: Partial<TokenRow>) =>
  !strapi.requestContext.get() &&
  STRAPI_DEFAULT_TOKENS.some(
    (token) => token.name === row.name && token.type === row.type && token.description === row.description,
  );

/**
 * register(): a token made, given a new key, changed or removed in the panel is an entry by whoever
 * did it. Strapi's own two, made as a database's first start begins, are not: their removal is
 * (a restore's first load makes them too, in a database that must stay empty until the archive's
 * rows replace them).
 */
export function logApiTokenWrites(strapi: Core.Strapi): void {
  const entry =
    (action: 'api_token_create' | 'api_token_update' | 'api_token_delete') => async (event: { result?: unknown }) => {
      const rows = (Array.isArray(event.result) ? event.result : [event.result]) as Array<TokenRow | undefined>;
      for (const row of rows) {
        if (!row?.id || (action === 'api_token_create' && isStrapiDefault(row))) continue;
        // Strapi's update answers only the fields it selected: the name and type are read again.
        const token = row.name
          ? row
          : ((await strapi.db.query(API_TOKEN).findOne({ where: { id: row.id } })) as TokenRow);
        await writeEntry({ action, resource: RESOURCE, record_id: row.id, record_label: labelOf(token ?? row) });
      }
    };
  strapi.db.lifecycles.subscribe({
    models: [API_TOKEN],
    afterCreate: entry('api_token_create'),
    afterUpdate: async (event: { result?: unknown; params?: { data?: Record<string, unknown> } }) => {
      // Strapi writes a token's last use itself (at most hourly): that is no change of the token.
      const fields = Object.keys(event.params?.data ?? {}).filter((field) => field !== 'lastUsedAt');
      if (fields.length > 0) await entry('api_token_update')(event);
    },
    afterDelete: entry('api_token_delete'),
  });
}

/** The name of Strapi's strategy for API tokens on the content API (@strapi/admin's strategies). */
const API_TOKEN_STRATEGY = 'content-api-token';

/**
 * A global middleware: a request that an API token got through (Strapi's content-API token
 * strategy) is an entry naming the token, the request and its answer. None of the product's routes
 * takes one, so an entry here means a route of Strapi's or a plugin's was reached with a token.
 */
export const logApiTokenUse = () => async (ctx: Context, next: Next) => {
  await next();
  const auth = ctx.state.auth as { strategy?: { name?: string }; credentials?: Partial<TokenRow> } | undefined;
  if (auth?.strategy?.name !== API_TOKEN_STRATEGY) return;
  const token = auth.credentials ?? {};
  await writeEntry({
    action: 'api_token_use',
    actor: { actor: `API token: ${String(token.name)}`, actor_kind: 'system', ip: ctx.request.ip || null },
    resource: RESOURCE,
    record_id: typeof token.id === 'number' ? token.id : null,
    record_label: `${labelOf({ name: String(token.name), type: String(token.type) })}: ${ctx.method} ${ctx.path} answered ${ctx.status}`,
  });
};
