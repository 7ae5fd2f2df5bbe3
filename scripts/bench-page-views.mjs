#!/usr/bin/env node
// npm run bench:page-views: what counting page views costs the cached public pages. Starts the built
// product twice on fresh seeded SQLite databases, one with PAGE_VIEWS=false, and loads the same
// cached pages on each in turns (a warm-up each, then ROUNDS measured runs alternating between the
// two, so that other load on the machine weighs on both alike). Prints the median requests/s with
// and without counting, and the cost; then the counter's own time a call, in this process, and what
// it is of one cached request's time. Exits 1 when counting costs more than 5 % on any page.
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEMO_ADMIN, startProduct } from '../packages/testing/src/product.mjs';
import { buildAll } from './lib/build-all.mjs';
import { CONNECTIONS, DURATION_S, WARMUP_S, load, medianOf, warm } from './lib/load-runs.mjs';
import { CMS, installAll, say } from './lib/steps.mjs';

const PAGES = ['/', '/News', '/Deposits', '/About'];
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const TARGET_COST = 0.05;

async function viewsCounted(url) {
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) });
  const token = (await login.json()).access_token;
  const rows = await (await fetch(`${url}/api/admin/page-views`, { headers: { Authorization: `Bearer ${token}` } })).json();
  return rows.reduce((sum, row) => sum + row.views, 0);
}

/** Nanoseconds a call of the built counter takes: a repeat by the same client, and a new visitor each time. */
function counterCost() {
  const require = createRequire(import.meta.url);
  const { PageViewCounter } = require(path.join(CMS, 'dist', 'src', 'page-views', 'page-view-counter.js'));
  const { bankDateOf } = require(path.join(CMS, 'dist', 'src', 'lib', 'clock.js'));
  const counter = new PageViewCounter({ repeatWindowMs: 60_000, maxRemembered: 100_000, maxPerAddress: 60, dateOf: bankDateOf });
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
    visitor: timed((call) => ({ address: `10.${(call >> 16) & 255}.${(call >> 8) & 255}.${call & 255}`, userAgent, path: '/News', at: Date.now() })),
  };
}

let counting;
let notCounting;
try {
  await installAll();
  await buildAll();
  say('Starting the product twice on fresh seeded databases: page views counted, and not (PAGE_VIEWS=false) …');
  counting = await startProduct({ env: { REQUEST_LOG: 'false' } });
  notCounting = await startProduct({ env: { REQUEST_LOG: 'false', PAGE_VIEWS: 'false' } });
  say(`Measuring ${PAGES.length} cached pages: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ${DURATION_S} s, each server in turn …`);

  const pad = (value, width) => String(value).padStart(width);
  const rows = [];
  for (const page of PAGES) {
    await warm(`${counting.url}${page}`);
    await warm(`${notCounting.url}${page}`);
    const on = [];
    const off = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      off.push(await load(`${notCounting.url}${page}`));
      on.push(await load(`${counting.url}${page}`));
    }
    rows.push({ page, on: medianOf(on), off: medianOf(off) });
    say(`${page}: done`);
  }

  console.log(`\n${'page'.padEnd(12)} | ${pad('not counted req/s', 17)} ${pad('p99', 5)} | ${pad('counted req/s', 13)} ${pad('p99', 5)} | ${pad('cost', 6)}`);
  let missed = false;
  for (const { page, on, off } of rows) {
    const cost = 1 - on.rps / off.rps;
    const ok = cost <= TARGET_COST && on.errors === 0 && off.errors === 0;
    missed ||= !ok;
    console.log(
      `${page.padEnd(12)} | ${pad(Math.round(off.rps), 17)} ${pad(`${off.p99}ms`, 5)} | ${pad(Math.round(on.rps), 13)} ${pad(`${on.p99}ms`, 5)} | ${pad(`${(cost * 100).toFixed(1)}%`, 6)} ${ok ? 'OK' : 'MISSED'}`,
    );
  }
  // One client (one address and user agent) views each page once a minute: the rest are repeats, looked up and not counted.
  console.log(`\nViews counted by the counting server: ${await viewsCounted(counting.url)}; by the other: ${await viewsCounted(notCounting.url)}`);
  const { repeat, visitor } = counterCost();
  const slowest = Math.min(...rows.map((row) => row.off.rps));
  const share = (ns) => `${((ns / 1e9) * slowest * 100).toFixed(2)} %`;
  console.log(`The counter itself: ${repeat.toFixed(0)} ns a repeat view, ${visitor.toFixed(0)} ns a new visitor's view; at ${Math.round(slowest)} req/s (the slowest page above, not counted) that is ${share(repeat)} and ${share(visitor)} of a request's time`);
  console.log(`Target: counting costs the cached pages at most ${TARGET_COST * 100} % of their requests/s. ${missed ? 'MISSED' : 'Met'}.`);
  process.exitCode = missed ? 1 : 0;
} catch (error) {
  console.error(`\n${error.stack ?? error.message}`);
  process.exitCode = 1;
} finally {
  await counting?.stop();
  await notCounting?.stop();
}
