import { createServer, type Server } from 'http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionPortRange, useTestServer } from './support/server';

// What the harness says when a server under test goes away: on a busy machine (other suites, other
// jobs of the CI host) a server may die or its port be taken, and the tests that follow must say so.
const product = useTestServer({ own: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a server that ends by itself', () => {
  it('is reported with how it ended and its last output, on stderr and by the next request to it', async () => {
    const stderr = vi.spyOn(process.stderr, 'write');
    process.kill(product.server.pid, 'SIGKILL');
    await expect.poll(() => product.server.report(), { timeout: 10_000 }).toMatch(/exited by itself with SIGKILL/);
    const said = () => stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
    await expect.poll(said, { timeout: 5_000 }).toContain(`The product at ${product.server.url}`);
    expect(said()).toMatch(/exited by itself with SIGKILL[\s\S]*\| .*Strapi started successfully/);

    const failure = await product.api.get('/api/jobs').then(
      () => new Error('the request was answered'),
      (error: Error) => error,
    );
    expect(failure.message).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/jobs got no answer \(ECONNREFUSED/);
    expect(failure.message).toMatch(/exited by itself with SIGKILL[\s\S]*\| .*Strapi started successfully/);

    await product.server.restart();
    expect((await product.api.get('/api/jobs')).status).toBe(200);
    expect(product.server.report()).toMatch(/is running/);
  });
});

describe("a test server's port", () => {
  it('lies below the ports the system gives outgoing connections, which no client then takes before the server listens', () => {
    const port = Number(new URL(product.server.url).port);
    expect(port).toBeGreaterThanOrEqual(10_000);
    expect(port).toBeLessThan(connectionPortRange().low);
  });
});

describe('a restart whose port another process took meanwhile', () => {
  let squatter: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (squatter ? squatter.close(() => resolve()) : resolve())));

  it("fails with the restarted server's output, rather than taking the other process for it", async () => {
    await product.server.kill();
    const port = Number(new URL(product.server.url).port);
    // Another suite's server on the freed port, answering every path as an empty list does.
    squatter = createServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('[]');
    });
    await new Promise<void>((resolve) => squatter!.listen(port, '127.0.0.1', resolve));

    await expect(product.server.restart()).rejects.toThrow(
      /Another process answered at http:\/\/127\.0\.0\.1:\d+ meanwhile[\s\S]*already used/,
    );

    await new Promise<void>((resolve) => squatter!.close(() => resolve()));
    squatter = undefined;
    await product.server.restart();
    // The product's own answer: its security headers, which the other process did not send.
    expect((await product.api.get('/api/jobs')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});
