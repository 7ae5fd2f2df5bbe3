import { spawn, execFileSync, type ChildProcess } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import https from 'https';
import os from 'os';
import path from 'path';
import { randomBytes } from 'crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, samplePdf } from './support/api';
import { TEST_DATABASE, freePort, startServer, type TestServer } from './support/server';

// The deployment of docs/deploy.md on loopback: Debian's nginx with a self-signed certificate and
// HTTP/2 in front of two app processes on one database, configured from deploy/nginx/bank.conf
// itself. npm test installs nginx when running as root; without it this file says it skips.
const NGINX = '/usr/sbin/nginx';
const REPO = path.resolve(__dirname, '..', '..');
/** The optional include of bank.conf, commented there, that keeps the back office to the bank's own addresses. */
const ADMIN_ALLOW_INCLUDE = '# include /etc/nginx/snippets/bank-admin-allow.conf;';
/** The Strapi panel's address list, included (on) in the shipped bank.conf. */
const PANEL_ALLOW_INCLUDE = 'include /etc/nginx/snippets/bank-panel-allow.conf;';
/** The one loopback address the test's address list leaves out of the back office and the panel. */
const OUTSIDE_THE_BANK = '127.0.0.9';
const haveNginx = existsSync(NGINX);
if (!haveNginx)
  console.warn(
    `SKIPPED: the TLS proxy tests need Debian's nginx at ${NGINX} (apt-get install -y nginx-light; npm test installs it when run as root).`,
  );

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An https request to nginx, trusting its self-signed certificate, from a chosen loopback address. */
function request(
  port: number,
  method: string,
  urlPath: string,
  {
    body,
    from = '127.0.0.1',
    headers = {},
  }: { body?: string | Buffer; from?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = https.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress: from,
        rejectUnauthorized: false,
        agent: false,
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
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
  const enquiry = (name: string) =>
    JSON.stringify({ name, email: 'member@example.com', phone: '9822012345', subject: 'Locker', message: '' });

  beforeAll(async () => {
    port = await freePort();
    const channel: Record<string, string> =
      TEST_DATABASE === 'postgres'
        ? {}
        : {
            REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379',
            CACHE_CHANNEL: `bank_nginx_${randomBytes(4).toString('hex')}`,
          };
    // The app's own sign-in limit at its default, below nginx's.
    const env = {
      PUBLIC_ORIGIN: `https://localhost:${port}`,
      TRUST_PROXY: 'true',
      CONTACT_RATE_LIMIT_PER_MIN: '3',
      LOGIN_RATE_LIMIT_PER_MIN: '10',
      ...channel,
    };
    first = await startServer({ seed: true, env });
    second = await startServer({ database: first.db, env });

    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = readFileSync(path.join(REPO, 'deploy', 'nginx', 'bank.conf'), 'utf8')
      .replace(
        '{{UPSTREAM_SERVERS}}',
        [first, second].map((server) => `server ${new URL(server.url).host};`).join('\n    '),
      )
      .replace('{{LISTEN}}', `127.0.0.1:${port}`)
      .replace('{{SERVER_NAME}}', 'localhost')
      .replace('{{CERTIFICATE}}', path.join(dir, 'cert.pem'))
      .replace('{{CERTIFICATE_KEY}}', path.join(dir, 'key.pem'))
      .replace('{{WEB_DIST}}', path.join(REPO, 'web', 'dist'))
      .replace('{{ADMIN_WEB_DIST}}', path.join(REPO, 'admin-web', 'dist'))
      // The optional address list turned on, as docs/deploy.md says: the shipped example's ranges
      // with loopback added, but for one address that stands for a client outside the bank.
      .replaceAll(ADMIN_ALLOW_INCLUDE, `include ${path.join(dir, 'bank-admin-allow.conf')};`)
      .replaceAll(PANEL_ALLOW_INCLUDE, `include ${path.join(dir, 'bank-panel-allow.conf')};`);
    expect(site).not.toContain('{{');
    expect(site).not.toContain('/etc/nginx/snippets/');
    const example = readFileSync(path.join(REPO, 'deploy', 'nginx', 'bank-admin-allow.conf'), 'utf8');
    writeFileSync(path.join(dir, 'bank-admin-allow.conf'), `deny ${OUTSIDE_THE_BANK};\nallow 127.0.0.0/8;\n${example}`);
    // The panel's list as shipped, with one address the operator added for the bank.
    const panelList = readFileSync(path.join(REPO, 'deploy', 'nginx', 'bank-panel-allow.conf'), 'utf8');
    writeFileSync(
      path.join(dir, 'bank-panel-allow.conf'),
      panelList.replace('deny  all;', 'allow 127.0.0.7;\ndeny  all;'),
    );
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
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
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

  it('sends HSTS, nosniff and no nginx version on every answer: pages, the API, assets nginx serves itself, errors', async () => {
    const home = await request(port, 'GET', '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.body)![1];
    const backOfficeAsset = /src="(\/AdminPage\/assets\/[^"]+\.js)"/.exec(
      (await request(port, 'GET', '/AdminLogin')).body,
    )![1];
    for (const [urlPath, status] of [
      ['/', 200],
      ['/News', 200],
      ['/api/news', 200],
      [asset, 200],
      [backOfficeAsset, 200],
      ['/AdminLogin', 200],
      ['/No/such/page', 404],
      ['/api/no-such-thing', 404],
    ] as const) {
      const answer = await request(port, 'GET', urlPath);
      expect([
        urlPath,
        answer.status,
        answer.headers['strict-transport-security'],
        answer.headers['x-content-type-options'],
        answer.headers.server,
      ]).toEqual([urlPath, status, 'max-age=31536000; includeSubDomains', 'nosniff', 'nginx']);
    }
    const gzipped = await request(port, 'GET', asset, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it('passes robots.txt through with its Disallow lines', async () => {
    const robots = await request(port, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    for (const privatePath of ['/AdminLogin', '/AdminPage', '/admin', '/api/admin'])
      expect(robots.body).toContain(`Disallow: ${privatePath}\n`);
  });

  it('limits sign-in attempts as a second line: the app answers its own 429 first, nginx stops a flood', async () => {
    const answers: { status: number; from: 'app' | 'nginx'; body: string }[] = [];
    // Bounded: nginx lets 21 through at once (burst 20), then one every 3 seconds.
    for (let attempt = 0; attempt < 60 && !answers.some((answer) => answer.from === 'nginx'); attempt += 1) {
      const answer = await request(port, 'POST', '/api/admin/login', {
        // A new e-mail each time: the address is limited, whichever e-mail it tries (each e-mail has its own lockout).
        body: JSON.stringify({ email: `someone-${attempt}@example.com`, password: `guess-${attempt}` }),
        from: '127.0.0.4',
      });
      const fromApp = String(answer.headers['content-type']).startsWith('application/json');
      answers.push({ status: answer.status, from: fromApp ? 'app' : 'nginx', body: answer.body });
    }
    const statuses = answers.map((answer) => `${answer.status} ${answer.from}`);
    // The app's limit (10 a minute) answers first, with its JSON message; nginx's only beyond its burst.
    expect(statuses.slice(0, 11)).toEqual([...Array(10).fill('401 app'), '429 app']);
    expect(answers[10].body).toMatch(/"message"/);
    const refused = answers.findIndex((answer) => answer.from === 'nginx');
    expect(refused).toBeGreaterThanOrEqual(21);
    expect(answers[refused].status).toBe(429);
    expect(answers[refused].body).not.toMatch(/nginx\/\d/);
    // Another address is not held back by it.
    expect(
      (await request(port, 'POST', '/api/admin/login', { body: JSON.stringify(DEMO_ADMIN), from: '127.0.0.5' })).status,
    ).toBe(200);
  });

  it('lets an upload over the old 12 MB limit reach the app', async () => {
    const login = await request(port, 'POST', '/api/admin/login', {
      body: JSON.stringify(DEMO_ADMIN),
      from: '127.0.0.6',
    });
    const token = JSON.parse(login.body).access_token as string;
    // A real PDF grown to 13 MB with whitespace after its end, which readers ignore.
    const pdf = samplePdf('annual-report.pdf');
    const form = new FormData();
    form.append('title', 'Annual report 2025-26');
    form.append(
      'document',
      new Blob([new Uint8Array(pdf.bytes), new Uint8Array(13 * 1024 * 1024).fill(0x0a)], { type: pdf.type }),
      pdf.name,
    );
    const multipart = new Request('https://localhost/', { method: 'POST', body: form });
    const body = Buffer.from(await multipart.arrayBuffer());
    expect(body.length).toBeGreaterThan(13 * 1024 * 1024);
    const created = await request(port, 'POST', '/api/admin/documents', {
      body,
      from: '127.0.0.6',
      headers: { 'Content-Type': multipart.headers.get('content-type')!, Authorization: `Bearer ${token}` },
    });
    expect([created.status, created.body.slice(0, 200)]).toEqual([
      201,
      expect.stringContaining('Annual report 2025-26'),
    ]);
  });

  it('keeps the panel to loopback and the listed addresses as shipped: its pages and every API route of it', async () => {
    for (const urlPath of ['/admin', '/Admin/init', '/content-manager/init', '/upload/files', '/i18n/locales']) {
      for (const from of [OUTSIDE_THE_BANK, '127.0.0.5'])
        expect([urlPath, from, (await request(port, 'GET', urlPath, { from })).status]).toEqual([urlPath, from, 403]);
    }
    expect((await request(port, 'GET', '/admin/init', { from: '127.0.0.1' })).status).toBe(200);
    expect((await request(port, 'GET', '/admin/init', { from: '127.0.0.7' })).status).toBe(200);
    // The media files are not the panel's.
    expect((await request(port, 'GET', '/uploads/none.pdf', { from: OUTSIDE_THE_BANK })).status).toBe(404);
  });

  it('with the optional address list, keeps the back office to the bank: pages, API and sign-in', async () => {
    for (const urlPath of [
      '/AdminLogin',
      '/adminlogin',
      '/AdminPage',
      '/AdminPage/Deposits',
      '/AdminSetPassword?token=abc',
      '/api/admin/deposits',
    ]) {
      expect([urlPath, (await request(port, 'GET', urlPath, { from: OUTSIDE_THE_BANK })).status]).toEqual([
        urlPath,
        403,
      ]);
    }
    expect(
      (await request(port, 'POST', '/api/admin/login', { body: JSON.stringify(DEMO_ADMIN), from: OUTSIDE_THE_BANK }))
        .status,
    ).toBe(403);
    // The public site, its forms' pages and the assets stay open to that address; the bank's own addresses reach everything.
    for (const urlPath of ['/', '/News', '/api/news', '/ContactUs']) {
      expect([urlPath, (await request(port, 'GET', urlPath, { from: OUTSIDE_THE_BANK })).status]).toEqual([
        urlPath,
        200,
      ]);
    }
    for (const urlPath of ['/AdminLogin', '/admin/auth/login']) {
      expect([urlPath, (await request(port, 'GET', urlPath, { from: '127.0.0.7' })).status]).toEqual([urlPath, 200]);
    }
  });

  it('makes absolute URLs with the public https address', async () => {
    const page = await request(port, 'GET', '/Deposits');
    expect(page.body).toContain(`<link rel="canonical" href="https://localhost:${port}/Deposits">`);
  });

  it('counts the rate limit per client address as nginx saw it, whatever X-Forwarded-For the client sent', async () => {
    const statuses: number[] = [];
    for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      statuses.push(
        (
          await request(port, 'POST', '/api/contactus', {
            body: enquiry('Asha'),
            from: '127.0.0.2',
            headers: { 'X-Forwarded-For': forged },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another member, from another address, is not held back by the first one's limit.
    expect((await request(port, 'POST', '/api/contactus', { body: enquiry('Ravi'), from: '127.0.0.3' })).status).toBe(
      201,
    );
  });

  it('spreads requests over both processes, and a write through one shows at once through either', async () => {
    const login = await request(port, 'POST', '/api/admin/login', {
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@12345' }),
    });
    const token = JSON.parse(login.body).access_token as string;
    const auth = { Authorization: `Bearer ${token}` };
    for (let round = 1; round <= 4; round += 1) {
      const designation = `Branch manager ${round}`;
      const created = await request(port, 'POST', '/api/admin/jobs', {
        body: JSON.stringify({
          title: designation,
          designation,
          experience: 5,
          qualification: 'MBA',
          description: 'Runs a branch.',
        }),
        headers: auth,
      });
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
      for (let read = 0; read < 4; read += 1)
        expect((await request(port, 'GET', '/Career')).body).toContain(designation);
    }
  });
});
