import { spawn, execFileSync, type ChildProcess } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import https from 'https';
import net from 'net';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE, startServer, type TestServer } from './support/server';

// The deployment of docs/deploy.md on loopback: Debian's nginx with a self-signed certificate and
// HTTP/2 in front of two app processes on one database, configured from deploy/nginx/bank.conf
// itself. npm test installs nginx when running as root; without it this file says it skips.
const NGINX = '/usr/sbin/nginx';
const REPO = path.resolve(__dirname, '..', '..');
const haveNginx = existsSync(NGINX);
if (!haveNginx) console.warn(`SKIPPED: the TLS proxy tests need Debian's nginx at ${NGINX} (apt-get install -y nginx-light; npm test installs it when run as root).`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An https request to nginx, trusting its self-signed certificate, from a chosen loopback address. */
function request(port: number, method: string, urlPath: string, { body, from = '127.0.0.1', headers = {} }: { body?: string; from?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = https.request(
      { host: '127.0.0.1', port, method, path: urlPath, localAddress: from, rejectUnauthorized: false, agent: false, headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe.skipIf(!haveNginx)('behind nginx with TLS, two processes on one database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-nginx-'));
  let port: number;
  let nginx: ChildProcess;
  let first: TestServer;
  let second: TestServer;
  const enquiry = (name: string) => JSON.stringify({ name, email: 'member@example.com', phone: '9822012345', subject: 'Locker', message: '' });

  beforeAll(async () => {
    port = await freePort();
    const channel = TEST_DATABASE === 'postgres' ? {} : { REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379', CACHE_CHANNEL: `bank_nginx_${randomBytes(4).toString('hex')}` };
    const env = { PUBLIC_ORIGIN: `https://localhost:${port}`, TRUST_PROXY: 'true', CONTACT_RATE_LIMIT_PER_MIN: '3', ...channel };
    first = await startServer({ seed: true, env });
    second = await startServer({ database: first.db, env });

    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    const site = readFileSync(path.join(REPO, 'deploy', 'nginx', 'bank.conf'), 'utf8')
      .replace('{{UPSTREAM_SERVERS}}', [first, second].map((server) => `server ${new URL(server.url).host};`).join('\n    '))
      .replace('{{LISTEN}}', `127.0.0.1:${port}`)
      .replace('{{SERVER_NAME}}', 'localhost')
      .replace('{{CERTIFICATE}}', path.join(dir, 'cert.pem'))
      .replace('{{CERTIFICATE_KEY}}', path.join(dir, 'key.pem'))
      .replace('{{WEB_DIST}}', path.join(REPO, 'web', 'dist'))
      .replace('{{ADMIN_WEB_DIST}}', path.join(REPO, 'admin-web', 'dist'));
    expect(site).not.toContain('{{');
    writeFileSync(path.join(dir, 'site.conf'), site);
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
        `  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
        `  include ${path.join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    nginx.stderr!.on('data', (chunk) => (errors += chunk));
    for (let attempt = 0; ; attempt += 1) {
      const up = await request(port, 'GET', '/api/health').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) break;
      if (attempt > 50 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 240_000);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await second?.stop();
    await first?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends HSTS on every answer: pages, the API, assets nginx serves itself, errors', async () => {
    const home = await request(port, 'GET', '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)![1];
    for (const [urlPath, status] of [['/', 200], ['/News', 200], ['/api/news', 200], [asset, 200], ['/AdminLogin', 200], ['/No/such/page', 404], ['/api/no-such-thing', 404]] as const) {
      const answer = await request(port, 'GET', urlPath);
      expect([urlPath, answer.status, answer.headers['strict-transport-security']]).toEqual([urlPath, status, 'max-age=31536000; includeSubDomains']);
    }
    const gzipped = await request(port, 'GET', asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('makes absolute URLs with the public https address', async () => {
    const page = await request(port, 'GET', '/Deposits');
    expect(page.body).toContain(`<link rel="canonical" href="https://localhost:${port}/Deposits">`);
  });

  it('counts the rate limit per client address as nginx saw it, whatever X-Forwarded-For the client sent', async () => {
    const statuses: number[] = [];
    for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      statuses.push((await request(port, 'POST', '/api/contactus', { body: enquiry('Asha'), from: '127.0.0.2', headers: { 'X-Forwarded-For': forged } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another member, from another address, is not held back by the first one's limit.
    expect((await request(port, 'POST', '/api/contactus', { body: enquiry('Ravi'), from: '127.0.0.3' })).status).toBe(201);
  });

  it('spreads requests over both processes, and a write through one shows at once through either', async () => {
    const login = await request(port, 'POST', '/api/admin/login', { body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }) });
    const token = JSON.parse(login.body).access_token as string;
    const auth = { Authorization: `Bearer ${token}` };
    for (let round = 1; round <= 4; round += 1) {
      const designation = `Branch manager ${round}`;
      const created = await request(port, 'POST', '/api/admin/jobs', { body: JSON.stringify({ title: designation, designation, experience: 5, qualification: 'MBA', description: 'Runs a branch.' }), headers: auth });
      expect(created.status).toBe(201);
      // Four reads in a row: nginx sends them to both processes in turn, and each process's own
      // cache, emptied by the write, is filled once (MISS) and then answers (HIT).
      const served: string[] = [];
      for (let read = 0; read < 4; read += 1) {
        const list = await request(port, 'GET', '/api/jobs');
        expect(list.body).toContain(designation);
        served.push(String(list.headers['x-cache']));
      }
      expect(served.filter((state) => state === 'MISS')).toHaveLength(2);
      for (let read = 0; read < 4; read += 1) expect((await request(port, 'GET', '/Career')).body).toContain(designation);
    }
  });
});
