#!/usr/bin/env node
// npm run bench:preview [-- postgres]: whether previewing a held change holds up the server's other
// requests. Starts the built product on a fresh seeded database (SQLite, or PostgreSQL when asked),
// edits a job (approvals off, so that the log has an entry to restore), turns approvals on, has the
// Editor send 'Restore this version' of that edit (held: 202) and the Approver ask for its preview
// link. Then 20 rounds: the preview page and, sent at the same moment, the back office's job list;
// and 20 rounds of the list alone. Prints each one's median, 95th percentile and worst time.
// Exits 1 when a list answered during a preview took longer than 200 ms.
import { adminToken, DEMO_ACCOUNTS, DEMO_ADMIN, startProduct } from '../packages/testing/src/product.mjs';
import { buildAll } from './lib/build-all.mjs';
import { installAll, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const ROUNDS = 20;
const TARGET_MS = 200;
const database = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';

const sorted = (values) => [...values].sort((a, b) => a - b);
const percentile = (values, p) => sorted(values)[Math.min(values.length - 1, Math.floor(values.length * p))];
const figures = (values) =>
  `median ${percentile(values, 0.5)} ms, p95 ${percentile(values, 0.95)} ms, worst ${Math.max(...values)} ms`;

/** One JSON request with a bearer token: its status and body, refused unless `expected`. */
async function send(url, method, path, token, body, expected) {
  const answer = await fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status !== expected) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Milliseconds a fetch takes to its whole body, and its status. */
async function timed(url, token) {
  const began = performance.now();
  const answer = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  await answer.arrayBuffer();
  return { status: answer.status, ms: Math.round(performance.now() - began) };
}

let product;
let failed = false;
try {
  await installAll();
  await buildAll();
  product = await startProduct({
    database,
    seed: true,
    env: { PREVIEW_RATE_LIMIT_PER_MIN: '0', REQUEST_LOG: 'false' },
  });
  const { url } = product;
  const admin = await adminToken(url, DEMO_ADMIN);
  const editor = await adminToken(url, DEMO_ACCOUNTS.staff.editor);
  const approver = await adminToken(url, DEMO_ACCOUNTS.staff.approver);

  // A job edited while approvals are off: its entry is what the Editor restores.
  const [job] = await send(url, 'GET', '/api/admin/jobs', admin, undefined, 200);
  const { id, created_at: _created, updated_at: _updated, ...fields } = job;
  await send(url, 'PUT', `/api/admin/jobs/${id}`, admin, { ...fields, title: `${job.title} (edited)` }, 200);
  const log = await send(url, 'GET', '/api/admin/activity?resource=jobs&action=update', admin, undefined, 200);
  const entry = log.results.find((row) => row.record_id === id);
  await send(url, 'PUT', '/api/admin/approval-setting', admin, { changes_need_approval: true }, 200);
  const held = await send(url, 'POST', `/api/admin/activity/${entry.id}/restore`, editor, {}, 202);
  const { url: previewPath } = await send(
    url,
    'POST',
    `/api/admin/changes/${held.change_request_id}/preview`,
    approver,
    {},
    200,
  );
  say(`Preview of the held restore (${database}): ${previewPath.split('/').slice(3).join('/') || '/'}`);

  const during = [];
  const previews = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [preview, list] = await Promise.all([
      timed(`${url}${previewPath}`),
      timed(`${url}/api/admin/jobs`, approver),
    ]);
    if (preview.status !== 200 || list.status !== 200)
      throw new Error(`The preview answered ${preview.status}, the list ${list.status}`);
    previews.push(preview.ms);
    during.push(list.ms);
  }
  const alone = [];
  for (let round = 0; round < ROUNDS; round++) alone.push((await timed(`${url}/api/admin/jobs`, approver)).ms);

  say(`The preview page:                      ${figures(previews)}`);
  say(`The job list sent with each preview:   ${figures(during)}`);
  say(`The job list alone:                    ${figures(alone)}`);
  if (Math.max(...during) > TARGET_MS) {
    failed = true;
    say(`A list answered during a preview took ${Math.max(...during)} ms: over the ${TARGET_MS} ms target`);
  } else say(`Every list answered during a preview within the ${TARGET_MS} ms target`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await product?.stop();
}
process.exit(failed ? 1 : 0);
