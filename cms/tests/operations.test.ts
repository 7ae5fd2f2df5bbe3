import http from 'http';
import { afterAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from '../../packages/testing/src/product.mjs';
import { apiClient } from './support/api';
import { TEST_DATABASE, useTestServer } from './support/server';

const enquiry = JSON.stringify({
  name: 'Asha Kulkarni',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Locker availability',
});

describe('health and readiness', () => {
  const product = useTestServer();

  it('answers /api/health and /api/ready with 200 JSON that nobody caches and no runtime version', async () => {
    for (const [path, body] of [
      ['/api/health', { status: 'ok' }],
      ['/api/ready', { status: 'ready' }],
    ] as const) {
      const answer = await product.api.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toEqual(body);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      // A version tells an attacker which fixes are missing: neither the body nor a header names it.
      const headerValues: string[] = [];
      answer.headers.forEach((value) => headerValues.push(value));
      expect(`${JSON.stringify(answer.body)} ${headerValues.join(' ')}`, path).not.toContain(process.versions.node);
    }
  });

  it('logs neither, and never limits them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => product.api.get(n % 2 ? '/api/health' : '/api/ready')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(60).fill(200));
    // The request log is written in 4 kB blocks: enough logged requests after them push out every
    // line before, so their absence is not a line still waiting in the buffer.
    for (let n = 0; n < 100; n += 1) await product.api.get('/api/jobs');
    await expect.poll(() => product.server.output(), { timeout: 10_000 }).toContain('"/api/jobs"');
    expect(product.server.output()).not.toMatch(/"\/api\/(health|ready)"/);
  });
});

/** A POST whose headers and first half of the body are sent now; `finish()` sends the rest and resolves with the answer. */
function halfSentEnquiry(url: string): Promise<{ finish: () => Promise<{ status: number; body: string }> }> {
  return new Promise((resolve, reject) => {
    const bytes = Buffer.from(enquiry);
    const request = http.request(`${url}/api/contactus`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': bytes.length },
    });
    const answered = new Promise<{ status: number; body: string }>((done, failed) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', failed);
    });
    request.on('error', reject);
    request.flushHeaders();
    request.write(bytes.subarray(0, bytes.length >> 1), () =>
      resolve({
        finish: () => {
          request.end(bytes.subarray(bytes.length >> 1));
          return answered;
        },
      }),
    );
  });
}

describe('graceful shutdown on SIGTERM', () => {
  let server: RunningProduct | undefined;
  afterAll(() => server?.stop());

  it('turns not ready at once, serves through the drain, finishes 50 requests in flight, refuses new connections, exits 0', async () => {
    let exit: (value: { code: number | null; at: number }) => void;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => (exit = resolve));
    const DRAIN_S = 5;
    const GRACE_S = 8;
    server = await startProduct({
      database: TEST_DATABASE,
      seed: false,
      env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_S), SHUTDOWN_GRACE_SECONDS: String(GRACE_S) },
      onExit: (code) => exit({ code, at: Date.now() }),
    });
    const api = apiClient(server.url);
    const inFlight = await Promise.all(Array.from({ length: 50 }, () => halfSentEnquiry(server!.url)));

    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    // At once, however busy the machine: the drain is long enough for the checks below on a busy one.
    await expect.poll(async () => (await api.get('/api/ready')).status, { interval: 50, timeout: 5000 }).toBe(503);
    expect((await api.get('/api/ready')).body).toEqual({ status: 'not ready', message: 'shutting down' });
    // Still serving during the drain.
    expect((await api.get('/api/jobs')).status).toBe(200);
    expect((await api.get('/api/health')).status).toBe(200);

    // Past the drain: no new connection is taken, but every request in flight is answered in full.
    const newConnection = () =>
      fetch(`${server!.url}/api/health`).then(
        () => 'answered',
        () => 'refused',
      );
    await expect.poll(newConnection, { interval: 100, timeout: (DRAIN_S + GRACE_S) * 1000 }).toBe('refused');
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_S * 1000);
    const answers = await Promise.all(inFlight.map((request) => request.finish()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    for (const answer of answers) expect(JSON.parse(answer.body)).toMatchObject({ subject: 'Locker availability' });

    const { code, at } = await exited;
    expect(code, server.output().slice(-4000)).toBe(0);
    expect(at - signalledAt).toBeLessThan((DRAIN_S + GRACE_S) * 1000);
    expect(await server.db.count('contact_messages')).toBe(50);
  });
});
