// Load runs shared by the benchmarks: autocannon with a browser's user agent, and medians of runs.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const WARMUP_S = Number(process.env.BENCH_WARMUP_S || 3);
export const DURATION_S = Number(process.env.BENCH_DURATION_S || 5);

// A browser's user agent: every page request is then judged a view (not a crawler) and looked up
// among recent visitors, as a real visit is.
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** One measured run: requests/s on average, latency p50 and p99 in ms, errors and non-2xx answers. */
export const load = (url) =>
  autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS }).then((result) => ({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }));
export const warm = (url) => autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S, headers: HEADERS });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const medianOf = (runs) => ({
  rps: median(runs.map((run) => run.rps)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
});

/**
 * Pins the load generator (this process) to the first CPU and the given servers to the last, every
 * thread, so that an A/B comparison of two servers loaded in turns is not a comparison of where the
 * scheduler happened to put them. Returns false (and pins nothing) without taskset or a second CPU.
 */
export function pinApart(serverPids) {
  const cpus = os.availableParallelism();
  if (cpus < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    for (const pid of serverPids)
      execFileSync('taskset', ['-a', '-p', '-c', String(cpus - 1), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
