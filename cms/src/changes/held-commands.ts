import { IncomingMessage, ServerResponse } from 'http';
import { Socket } from 'net';
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { randomUUID } from 'crypto';
import type { Context } from 'koa';
import type { ActiveStaff } from '../auth/backoffice-auth';
import { HttpError } from '../lib/errors';
import { heldFilesOf, type StoredChange } from './change-requests';
import { copyHeldFile } from './held-files';
import type { ChangeReplay } from './replay-state';

/** What the replayed route answered. */
export interface ReplayAnswer {
  status: number;
  body: unknown;
}

/**
 * The held files back as formidable would hand them over: each in a temporary file of its own, whose
 * path is added to `paths` first (removed after the replay, however it ends).
 */
async function restoredFiles(changeId: number, paths: string[]): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {};
  for (const held of await heldFilesOf(changeId)) {
    const filepath = path.join(os.tmpdir(), `change-${changeId}-${randomUUID()}`);
    paths.push(filepath);
    await copyHeldFile(held, filepath);
    files[held.field] = {
      filepath,
      originalFilename: held.name,
      newFilename: path.basename(filepath),
      mimetype: held.mimetype,
      size: held.size,
    };
  }
  return files;
}

/**
 * Applies a change request by replaying its request through the route that would have answered it,
 * in this process: the same handler, validation, cache invalidation and activity entry as a direct
 * edit. The request is made as the maker (the back-office guard takes them from ctx.state, and the
 * activity log names the approver beside them), inside a request context of its own so that
 * `currentActor` sees them, with the body and the held files restored. A preview replays it without
 * its files (`withFiles: false`): an upload is written outside any transaction, so the rolled-back
 * preview would leave it behind; the record keeps the file it has.
 */
export async function replayChange(
  change: StoredChange,
  maker: ActiveStaff,
  approver: ActiveStaff | null,
  { withFiles = true }: { withFiles?: boolean } = {},
): Promise<ReplayAnswer> {
  const req = new IncomingMessage(new Socket());
  req.method = change.method;
  req.url = change.url;
  req.headers = { host: 'localhost', accept: 'application/json' };
  const res = new ServerResponse(req);
  const ctx = strapi.server.app.createContext(req, res) as unknown as Context;
  const paths: string[] = [];
  const replay: ChangeReplay = { changeRequestId: change.id, maker, approver };
  ctx.state.changeReplay = replay;
  try {
    // The body as koa-body would have parsed it.
    (ctx.request as unknown as { body: unknown; files: unknown }).body = change.body ?? {};
    (ctx.request as unknown as { files: unknown }).files = withFiles ? await restoredFiles(change.id, paths) : {};
    const dispatch = strapi.server.router.routes();
    // The router's context is Koa's with its own fields, which it fills in as it matches.
    const routed = ctx as unknown as Parameters<typeof dispatch>[0];
    await strapi.requestContext.run(ctx, () => dispatch(routed, async () => {}));
    return { status: ctx.status, body: ctx.body };
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, body: error.toBody() };
    // Strapi's own errors (a Document Service refusal) carry a status and a message.
    const failure = error as { status?: number; message?: string };
    if (typeof failure.status === 'number' && failure.status < 500)
      return { status: failure.status, body: { message: failure.message ?? 'Refused' } };
    throw error;
  } finally {
    await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
  }
}
