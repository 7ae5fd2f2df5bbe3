import type { Context } from 'koa';
import type { UID } from '@strapi/strapi';
import {
  CHANGE_MESSAGES,
  STAFF_MESSAGES,
  changeLink,
  roleMay,
  upcastInput,
  formatIndiaDateTime,
  type ChangeAccepted,
  type ChangeAlreadyWaiting,
  type CommandFile,
  type CommandInput,
} from '@bank/shared';
import { allFields, changedFields, snapshotOf } from '../activity/changes';
import { kindsOf, labelOf, readRow, resourceNameOf } from '../activity/document-log';
import { signedInStaff, userById } from '../auth/backoffice-auth';
import { HttpError, notFound } from '../lib/errors';
import { checkCommand, commandHandler, requestActor, requestInput, type AppliedInput } from '../lib/commands';
import { pickFields } from '../lib/validation';
import type { StoredRow } from '../lib/stored-rows';
import {
  heldFilesOf,
  insertChange,
  moveChange,
  waitingChangeFor,
  type ChangeDescription,
  type StoredChange,
} from './change-requests';
import { holdFiles, removeHeldFiles } from './held-files';
import { restoredFiles } from './held-commands';
import { logDecision } from './decision-entries';
import { nowMs } from '../lib/clock';
import { inOneTransaction } from '../lib/transactions';
import { promises as fs } from 'fs';
import { recordVersion } from '../content/record-versions';
import type { Publishes } from '../content/publishes';
import { englishRows } from '../content/locales';

type Row = Record<string, unknown>;

/** The record a change is to, as it is now, or null for a new one; 404 for a target naming none. */
export async function currentRecord(
  publishes: Publishes,
  uid: UID.ContentType,
  input: CommandInput,
): Promise<StoredRow<UID.ContentType> | null> {
  // A single type's record is its English row where it is written per locale (the site settings).
  if (strapi.getModel(uid).kind === 'singleType') return readRow(uid, englishRows(uid));
  const { id } = input.target;
  if (id !== undefined) {
    const row = typeof id === 'number' ? await readRow(uid, { id }) : null;
    if (!row) throw notFound();
    return row;
  }
  const where = publishes.find?.(input);
  return where ? readRow(uid, where) : null;
}

/** What a change would do: the record, and each field before and after (files by name). */
async function describeChange(
  ctx: Context,
  publishes: Publishes,
  checked: Row | undefined,
  input: CommandInput,
): Promise<ChangeDescription> {
  const uid = publishes.record;
  const description: ChangeDescription = {
    kind: publishes.kind ?? 'update',
    resource: publishes.resource ?? (uid ? resourceNameOf(uid) : ''),
    record_uid: uid ?? null,
    record_id: null,
    record_label: '',
    record_updated_at: null,
    changes: [],
  };
  if (uid) {
    const single = strapi.getModel(uid).kind === 'singleType';
    const row = (await currentRecord(publishes, uid, input)) as Row | null;
    const kinds = kindsOf(uid);
    const before = row ? snapshotOf(row, kinds) : null;
    const sent: Row = { ...(checked ?? pickFields(input.values, kinds.fields)) };
    for (const field of kinds.media) {
      const file = input.files[field];
      if (file) sent[field] = `new file: ${file.name}`;
      else delete sent[field];
    }
    const kind =
      publishes.kind ?? (ctx.method === 'DELETE' ? 'delete' : single ? 'setting' : row ? 'update' : 'create');
    const after = kind === 'delete' ? null : { ...(before ?? {}), ...pickFields(sent, kinds.fields) };
    Object.assign(description, {
      kind,
      record_id: row ? Number(row.id) : null,
      record_label: labelOf(uid, { ...(row ?? {}), ...sent }),
      record_updated_at: row ? await recordVersion(uid, String(row.documentId)) : null,
      changes:
        before && after
          ? changedFields(before, after)
          : after
            ? allFields(after, 'created')
            : allFields(before!, 'deleted'),
    });
  }
  return { ...description, ...(await publishes.describe?.(ctx, input)) };
}

/** A command as a change request keeps it: its name, version and input, its files named only (their bytes are held). */
export interface HeldCommand {
  name: string;
  input: AppliedInput;
}

/**
 * Keeps a described command as a pending change request, its files in the private store, and answers
 * 202 {change_request_id, message}. The request's method and address are kept beside it: the change
 * request's `request` names them.
 */
export async function holdChange(
  ctx: Context,
  description: ChangeDescription,
  message: string,
  command: HeldCommand,
): Promise<void> {
  const files = await holdFiles(Object.entries(command.input.files).map(([field, file]) => ({ field, file })));
  let id: number;
  try {
    id = await insertChange(description, {
      method: ctx.method,
      url: ctx.url,
      command: {
        name: command.name,
        version: commandHandler(command.name).definition.version,
        input: { ...command.input, files: namedFiles(command.input.files) },
      },
      files,
      makerId: signedInStaff(ctx).user.id,
    });
  } catch (error) {
    // Not held after all: its files go.
    await removeHeldFiles(files);
    throw error;
  }
  const accepted: ChangeAccepted = { change_request_id: id, message };
  ctx.status = 202;
  ctx.body = accepted;
}

/** A command's files as the change request keeps them: their names, types and sizes, not where they were. */
const namedFiles = (files: AppliedInput['files']): Record<string, CommandFile> =>
  Object.fromEntries(
    Object.entries(files).map(([field, { name, mimetype, size }]) => [field, { name, mimetype, size }]),
  );

/** The 409 of a change made while another to the same record waits: its body links to the first. */
class ChangeAlreadyWaitingError extends HttpError {
  constructor(private readonly answer: ChangeAlreadyWaiting) {
    super(409, answer.message);
  }

  override toBody(): ChangeAlreadyWaiting {
    return this.answer;
  }
}

/**
 * Refuses (409, linking to it) a change to a record, in a language, that another change waiting for
 * approval or for its time is already to: approving both would apply the second over the first.
 */
async function assertNothingWaiting(description: ChangeDescription, input: CommandInput): Promise<void> {
  const locale = typeof input.target.locale === 'string' ? input.target.locale : 'en';
  const waiting = await waitingChangeFor(description, locale);
  if (!waiting) return;
  const maker = await userById(waiting.maker_id);
  const scheduled = waiting.status === 'scheduled';
  throw new ChangeAlreadyWaitingError({
    message: CHANGE_MESSAGES.alreadyWaiting(maker?.name || 'Someone', formatIndiaDateTime(waiting.made_at), scheduled),
    change_request_id: waiting.id,
    link: changeLink(waiting.id, scheduled ? 'scheduled' : 'pending'),
  });
}

/**
 * The back-office guard's path while changes need approval, for a route that applies a command: its
 * input checked in full as it would be applied (a refused input answers its 4xx now and is never
 * held), then kept, unapplied, as a change request.
 */
export async function holdCommand(ctx: Context, name: string, publishes: Publishes): Promise<void> {
  const input = requestInput(ctx, name);
  const checked = await checkCommand(name, input, requestActor(ctx), ctx);
  if (checked === 'answered') return;
  const description = await describeChange(ctx, publishes, checked ?? undefined, input);
  await assertNothingWaiting(description, input);
  const message = publishes.accepted?.(ctx) ?? CHANGE_MESSAGES.sentForApproval;
  await holdChange(ctx, description, message, { name, input });
}

/**
 * POST /api/admin/changes/{id}/resubmit, past its checks (decisions.ts): a returned change's maker
 * sends it again with new values, the body its route takes (JSON or multipart). The input is its
 * target with the values sent, a file not sent again kept from before; checked in full as the
 * route's request would be, described against the record as it is now, and the same change request
 * is pending again as its next revision, so that its history reads as one thread. 'answered' when
 * the check answered the request itself (a rate schedule's 409 asking to confirm its differences).
 */
export async function resubmitHeld(
  ctx: Context,
  change: StoredChange & { command: NonNullable<StoredChange['command']> },
  publishes: Publishes,
): Promise<'answered' | 'resubmitted' | 'taken'> {
  const { name } = change.command;
  const actor = requestActor(ctx);
  const { definition } = commandHandler(name);
  // As at approval: a maker whose role has lost the command's ability since no longer makes it.
  if (!roleMay(actor.maker.staff_role, definition.ability)) throw new HttpError(403, STAFF_MESSAGES.forbidden);
  const kept = upcastInput(definition, change.command.version, change.command.input);
  const sent = requestInput(ctx, name, kept.target);
  const paths: string[] = [];
  try {
    // A file not sent again is kept, unless the resend names its field empty: taken away (a site
    // setting's picture put back to the site's own drawing).
    const takenAway = (field: string) =>
      field in sent.values && (sent.values[field] === null || sent.values[field] === '');
    const notSentAgain = Object.fromEntries(
      Object.entries(kept.files).filter(([field]) => !sent.files[field] && !takenAway(field)),
    );
    const input: AppliedInput = {
      ...sent,
      files: { ...(await restoredFiles(change.id, notSentAgain, paths)), ...sent.files },
    };
    const checked = await checkCommand(name, input, actor, ctx);
    if (checked === 'answered') return 'answered';
    const description = await describeChange(ctx, publishes, checked ?? undefined, input);
    await assertNothingWaiting(description, input);
    const before = await heldFilesOf(change.id);
    const files = await holdFiles(Object.entries(input.files).map(([field, file]) => ({ field, file })));
    const moved = await inOneTransaction(async () => {
      const again = await moveChange(change.id, 'returned', {
        ...description,
        status: 'pending',
        record_label: description.record_label.slice(0, 254),
        changes: JSON.stringify(description.changes),
        command_version: definition.version,
        input: JSON.stringify({ ...input, files: namedFiles(input.files) }),
        held_files: JSON.stringify(files),
        made_at: new Date(nowMs()),
        approver_id: null,
        decided_at: null,
        reason: null,
        revision: change.revision + 1,
      });
      if (again) await logDecision('change_resubmit', change, `revision ${change.revision + 1}`);
      return again;
    });
    // The files of the revision that lost (or of the one replaced) go.
    await removeHeldFiles(moved ? before : files);
    return moved ? 'resubmitted' : 'taken';
  } finally {
    await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
  }
}
