#!/usr/bin/env node
// npm run bench:page-views: what counting page views costs the cached public pages. Starts the built
// product three times on fresh seeded SQLite databases, two with PAGE_VIEWS=false (the second a
// control: what two identical servers differ by is the run's noise), and loads the same cached pages
// on each in turns (every page warmed first, then ROUNDS measured runs, the order turning each round,
// so that other load on the machine weighs on all alike). Prints the median requests/s with and
// without counting, the cost, and the control's difference; then the counter's own time a call, in this process, and what
// it is of one cached request's time. Exits 1 when counting costs more than 5 % over the pages on average (or any request failed).
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_ADMIN, startProduct } from '../packages/testing/src/product.mjs';
import { buildAll } from './lib/build-all.mjs';
import { CONNECTIONS, DURATION_S, WARMUP_S, load, medianOf, pinApart, warm } from './lib/load-runs.mjs';
import { CMS, installAll, say } from './lib/steps.mjs';
import { onProjectRuntime } from './lib/runtime.mjs';

await onProjectRuntime();

const PAGES = ['/', '/News', '/Deposits', '/About'];
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const TARGET_COST = 0.05;

async function viewsCounted(url) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const token = (await login.json()).access_token;
  const rows = await (
    await fetch(`${url}/api/admin/page-views`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  return rows.reduce((sum, row) => sum + row.views, 0);
}

/** Nanoseconds a call of the built counter takes: a repeat by the same client, and a new visitor each time. */
function counterCost() {
  const require = createRequire(import.meta.url);
  const { PageViewCounter } = require(path.join(CMS, 'dist', 'src', 'page-views', 'page-view-counter.js'));
  const { bankDateOf } = require(path.join(CMS, 'dist', 'src', 'lib', 'clock.js'));
  const counter = new PageViewCounter({
    repeatWindowMs: 60_000,
    maxRemembered: 100_000,
    maxPerAddress: 60,
    dateOf: bankDateOf,
  });
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const timed = (visit) => {
    const calls = 500_000;
    const started = process.hrtime.bigint();
    for (let call = 0; call < calls; call += 1) counter.count(visit(call));
    return Number(process.hrtime.bigint() - started) / calls;
  };
  timed(() => ({ address: '127.0.0.1', userAgent, path: '/News', at: Date.now() }));
  return {
    repeat: timed(() => ({ address: '127.0.0.1', userAgent, path: '/News', at: Date.now() })),
    visitor: timed((call) => ({
      address: `10.${(call >> 16) & 255}.${(call >> 8) & 255}.${call & 255}`,
      userAgent,
      path: '/News',
      at: Date.now(),
    })),
  };
}

let counting;
let notCounting;
let control;
try {
  await installAll();
  await buildAll();
  say(
    'Starting the product three times on fresh seeded databases: page views counted, not counted (PAGE_VIEWS=false), and a second not counted as a control …',
  );
  counting = await startProduct({ env: { REQUEST_LOG: 'false' } });
  notCounting = await startProduct({ env: { REQUEST_LOG: 'false', PAGE_VIEWS: 'false' } });
  control = await startProduct({ env: { REQUEST_LOG: 'false', PAGE_VIEWS: 'false' } });
  const servers = [notCounting, counting, control];
  const pinned = pinApart(servers.map((server) => server.pid));
  say(
    pinned
      ? 'Load generator on the first CPU, the servers on the last (taskset)'
      : 'Not pinned to CPUs (no taskset or one CPU): expect more noise',
  );
  // Every page warmed on every server first: the first page measured is not also the one that warms the process.
  say(`Warming ${PAGES.length} pages on each server (${WARMUP_S} s each) …`);
  for (const page of PAGES) for (const server of servers) await warm(`${server.url}${page}`);
  say(
    `Measuring: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s a page and server, the servers' order turning each round …`,
  );

  const pad = (value, width) => String(value).padStart(width);
  const rows = [];
  for (const page of PAGES) {
    const runs = new Map(servers.map((server) => [server, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let turn = 0; turn < servers.length; turn += 1) {
        const server = servers[(round + turn) % servers.length];
        runs.get(server).push(await load(`${server.url}${page}`));
      }
    }
    rows.push({
      page,
      off: medianOf(runs.get(notCounting)),
      on: medianOf(runs.get(counting)),
      twin: medianOf(runs.get(control)),
    });
    say(`${page}: done`);
  }

  // The control is the same server as 'not counted': how far the two differ is this run's noise.
  console.log(
    `\n${'page'.padEnd(12)} | ${pad('not counted req/s', 17)} ${pad('p99', 5)} | ${pad('counted req/s', 13)} ${pad('p99', 5)} | ${pad('cost', 6)} | ${pad('control req/s', 13)} | ${pad('noise', 6)}`,
  );
  let errors = 0;
  for (const { page, on, off, twin } of rows) {
    const cost = 1 - on.rps / off.rps;
    const noise = 1 - twin.rps / off.rps;
    errors += on.errors + off.errors;
    console.log(
      `${page.padEnd(12)} | ${pad(Math.round(off.rps), 17)} ${pad(`${off.p99}ms`, 5)} | ${pad(Math.round(on.rps), 13)} ${pad(`${on.p99}ms`, 5)} | ${pad(`${(cost * 100).toFixed(1)}%`, 6)} | ${pad(Math.round(twin.rps), 13)} | ${pad(`${(noise * 100).toFixed(1)}%`, 6)}`,
    );
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  // One page's figure moves by more than the target between two identical servers (the control
  // shows by how much); the mean over the pages, 4 × ROUNDS runs a server, is what is judged.
  const meanCost = mean(rows.map((row) => 1 - row.on.rps / row.off.rps));
  const meanNoise = mean(rows.map((row) => 1 - row.twin.rps / row.off.rps));
  console.log(
    `Mean over the pages: cost ${(meanCost * 100).toFixed(1)} %; the control, identical to 'not counted', ${(meanNoise * 100).toFixed(1)} %`,
  );
  const missed = meanCost > TARGET_COST || errors > 0;
  // One client (one address and user agent) views each page once a minute: the rest are repeats, looked up and not counted.
  console.log(
    `\nViews counted by the counting server: ${await viewsCounted(counting.url)}; by the other: ${await viewsCounted(notCounting.url)}`,
  );
  const { repeat, visitor } = counterCost();
  const slowest = Math.min(...rows.map((row) => row.off.rps));
  const share = (ns) => `${((ns / 1e9) * slowest * 100).toFixed(2)} %`;
  console.log(
    `The counter itself: ${repeat.toFixed(0)} ns a repeat view, ${visitor.toFixed(0)} ns a new visitor's view; at ${Math.round(slowest)} req/s (the slowest page above, not counted) that is ${share(repeat)} and ${share(visitor)} of a request's time`,
  );
  console.log(
    `Target: counting costs the cached pages at most ${TARGET_COST * 100} % of their requests/s (mean over the pages). ${missed ? 'MISSED' : 'Met'}.`,
  );
  process.exitCode = missed ? 1 : 0;
} catch (error) {
  console.error(`\n${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await counting?.stop();
  await notCounting?.stop();
  await control?.stop();
}
