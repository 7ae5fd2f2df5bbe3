import type { Context } from 'koa';
import type { UID } from '@strapi/strapi';
import type { ActivityChange, ChangeKind, CommandInput } from '@bank/shared';

/**
 * What an /api/admin route that changes what the public sees says about its change (the route
 * config's `publishes`, content/route-config.ts): while changes need approval the back-office
 * guard holds the route's command as a change request instead of applying it (changes/capture.ts),
 * and an approval applies the command (changes/held-commands.ts). Declared here, below the routes
 * that state it; the mechanism is in src/changes/.
 */
export interface Publishes {
  /** The content type written: its record is the command's target id, or what `find` names, or the single type's row. */
  record?: UID.ContentType;
  /** The record a command without a target id writes (the page of a slug), or null for a new one. */
  find?: (input: CommandInput) => Record<string, unknown> | null;
  /** The resource as the activity log names it; by default the content type's plural name. */
  resource?: string;
  /** By default: DELETE deletes, a single type is a setting, an existing record is updated, else created. */
  kind?: ChangeKind;
  /** What the change is, where the defaults cannot tell (a restore, hiding a page). */
  describe?: (ctx: Context, input: CommandInput) => Promise<Partial<ChangeDescription>>;
  /**
   * Which of the route's requests are held, where not every one is: `when` says it in words (for
   * docs/roles.md), `test` tells for a request. A role grant is held; other account changes are not.
   */
  holds?: { when: string; test: (ctx: Context) => Promise<boolean> };
  /** The 202's message, where 'Sent for approval' does not say enough. */
  accepted?: (ctx: Context) => string;
}

/** What a held command is about, as the capture describes it (changes/capture.ts). */
export interface ChangeDescription {
  kind: ChangeKind;
  resource: string;
  record_uid: string | null;
  /** The record's row id; for a single type (the site settings) its row, answered as null. */
  record_id: number | null;
  record_label: string;
  /** The record's updated_at when the change was made (the stale check); null for a create. */
  record_updated_at: string | null;
  changes: ActivityChange[];
}
