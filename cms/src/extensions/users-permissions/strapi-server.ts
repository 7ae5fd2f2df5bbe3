import { STAFF_ROLES } from '@bank/shared';
import { withoutContentApiRoutes } from '../../lib/closed-content-api';

/** The users-permissions plugin as this extension sees it: the user content type's attributes, its routes. */
interface UsersPermissionsPlugin {
  contentTypes: { user: { schema: { attributes: Record<string, Record<string, unknown>> } } };
  routes: Record<string, unknown>;
}

const hidden = { configurable: false, private: true, searchable: false } as const;

/**
 * Staff accounts are users-permissions users of the back-office role (src/auth/README.md); these
 * columns of theirs say who they are and what their account may do. Added to the plugin's own user
 * rather than a content type beside it: one row per person, read with the same query that checks the
 * password, and the last Administrator is kept by one conditional update of one table.
 */
export default (plugin: UsersPermissionsPlugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    name: { type: 'string', configurable: false },
    staff_role: { type: 'enumeration', enum: [...STAFF_ROLES], configurable: false },
    blocked_reason: { type: 'enumeration', enum: ['administrator', 'dormant'], configurable: false },
    // The Administrator's words of why it is blocked, while it is.
    blocked_note: { type: 'text', configurable: false },
    last_sign_in_at: { type: 'datetime', configurable: false },
    // Set at creation, at each sign-in and when unblocked: an account unused since longer than BACKOFFICE_DORMANT_DAYS is blocked.
    unused_since: { type: 'datetime', configurable: false },
    password_token_hash: { type: 'string', ...hidden },
    password_token_expires_at: { type: 'datetime', ...hidden },
    // The hashes of the account's previous passwords, newest first: a new one differs from the last five.
    password_history: { type: 'json', ...hidden },
  });
  // Staff sign in and are managed through /api/admin only: /api/auth/*, /api/users*, /api/connect/*
  // and /api/users-permissions/* answer 404, an API token or a staff token alike.
  return withoutContentApiRoutes(plugin);
};
