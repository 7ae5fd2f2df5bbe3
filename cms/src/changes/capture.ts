import type { Context } from 'koa';
import type { UID } from '@strapi/strapi';
import { CHANGE_MESSAGES, type ChangeAccepted } from '@bank/shared';
import { allFields, changedFields, snapshotOf } from '../activity/changes';
import { kindsOf, labelOf, readRow, resourceNameOf } from '../activity/document-log';
import { signedInStaff } from '../auth/backoffice-auth';
import { notFound } from '../lib/errors';
import { incomingFile } from '../lib/uploads';
import { pickFields, recordId } from '../lib/validation';
import type { StoredRow } from '../lib/stored-rows';
import { insertChange, type ChangeDescription } from './change-requests';
import { holdFiles, removeHeldFiles, type HeldFile } from './held-files';
import type { Publishes } from '../content/publishes';
import { englishRows } from '../content/locales';

type Row = Record<string, unknown>;

/** The record the route changes as it is now, or null for a new one; 404 for a route's :id naming none. */
async function currentRecord(
  ctx: Context,
  publishes: Publishes,
  uid: UID.ContentType,
): Promise<StoredRow<UID.ContentType> | null> {
  // A single type's record is its English row where it is written per locale (the site settings).
  if (strapi.getModel(uid).kind === 'singleType') return readRow(uid, englishRows(uid));
  if (ctx.params?.id !== undefined) {
    const id = recordId(ctx);
    const row = id === null ? null : await readRow(uid, { id });
    if (!row) throw notFound();
    return row;
  }
  const where = publishes.find?.(ctx);
  return where ? readRow(uid, where) : null;
}

/** The files of the request, by field, copied into the private store (held-files.ts). */
async function heldFiles(ctx: Context): Promise<HeldFile[]> {
  const files = Object.keys(ctx.request.files ?? {}).flatMap((field) => {
    const file = incomingFile(ctx, field);
    return file ? [{ field, file }] : [];
  });
  return holdFiles(files);
}

/** What the request would change: the record, and each field before and after (files by name). */
async function describeChange(
  ctx: Context,
  publishes: Publishes,
  checked: Row | undefined,
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
    const row = (await currentRecord(ctx, publishes, uid)) as Row | null;
    const kinds = kindsOf(uid);
    const before = row ? snapshotOf(row, kinds) : null;
    const sent: Row = { ...(checked ?? pickFields(ctx.request.body, kinds.fields)) };
    for (const field of kinds.media) {
      const file = ctx.request.files?.[field] ? incomingFile(ctx, field) : null;
      if (file) sent[field] = `new file: ${file.originalFilename ?? field}`;
      else delete sent[field];
    }
    const kind =
      publishes.kind ?? (ctx.method === 'DELETE' ? 'delete' : single ? 'setting' : row ? 'update' : 'create');
    const after = kind === 'delete' ? null : { ...(before ?? {}), ...pickFields(sent, kinds.fields) };
    Object.assign(description, {
      kind,
      record_id: row ? Number(row.id) : null,
      record_label: labelOf(uid, { ...(row ?? {}), ...sent }),
      record_updated_at: row?.updatedAt ? new Date(row.updatedAt as string).toISOString() : null,
      changes:
        before && after
          ? changedFields(before, after)
          : after
            ? allFields(after, 'created')
            : allFields(before!, 'deleted'),
    });
  }
  return { ...description, ...(await publishes.describe?.(ctx)) };
}

/** Keeps a described request as a pending change request and answers 202 {change_request_id, message}. */
export async function holdChange(
  ctx: Context,
  description: ChangeDescription,
  message: string = CHANGE_MESSAGES.sentForApproval,
): Promise<void> {
  const files = await heldFiles(ctx);
  let id: number;
  try {
    id = await insertChange(description, {
      method: ctx.method,
      url: ctx.url,
      body: ctx.request.body ?? null,
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

/**
 * The back-office guard's path while changes need approval: the route's cheap checks (a bad input
 * answers its 4xx now, not at approval), then the request kept, unrun, as a change request.
 */
export async function holdRequest(ctx: Context, publishes: Publishes): Promise<void> {
  const checked = await publishes.check?.(ctx);
  if (checked === 'answered') return;
  await holdChange(ctx, await describeChange(ctx, publishes, checked), publishes.accepted?.(ctx));
}
