import { readdirSync, readFileSync } from 'fs';
import path from 'path';
import { DEMO_ADMIN, DEMO_SUPERADMIN, productReport } from '../../../packages/testing/src/product.mjs';

export { DEMO_ACCOUNTS, DEMO_ADMIN, DEMO_SUPERADMIN } from '../../../packages/testing/src/product.mjs';

/**
 * What an answer's body is read as by default: the JSON the server sent, whose shape each test
 * asserts itself (a precise type per call would only restate those assertions).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

export type FormFields = Record<string, string | UploadFile>;

async function answer<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}

/** After this long without an answer, the server's state and last output are printed (the request goes on waiting). */
const SLOW_ANSWER_MS = 30_000;

/** Why a request got no answer: undici's `fetch failed` hides the socket's error in its cause. */
function failureOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return [cause?.code, cause?.message ?? (error as Error).message].filter(Boolean).join(': ');
}

/**
 * fetch(), which says what became of the server when the request gets no answer (refused, reset):
 * whether it still runs or how it ended, and its last output. A server that keeps a request waiting
 * long has its state printed too, while the request goes on waiting.
 */
export async function fetchFromProduct(url: string, init?: RequestInit): Promise<Response> {
  const method = init?.method ?? 'GET';
  const slow = setTimeout(() => {
    process.stderr.write(
      `\n${method} ${url}: no answer after ${SLOW_ANSWER_MS / 1000} s. ${productReport(url) ?? 'No server of this test process answers there.'}\n`,
    );
  }, SLOW_ANSWER_MS);
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new Error(
      `${method} ${url} got no answer (${failureOf(error)}).\n${productReport(url) ?? 'No server of this test process answers there.'}`,
      { cause: error },
    );
  } finally {
    clearTimeout(slow);
  }
}

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** A thin HTTP client for the API, speaking as the browser apps do. */
export function apiClient(baseUrl: string, defaultHeaders: Record<string, string> = {}) {
  const call = async <T = Json>(
    method: string,
    urlPath: string,
    init: { token?: string; json?: unknown; form?: FormFields; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...defaultHeaders,
      ...bearer(init.token),
      ...init.headers,
    };
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(init.form)) {
        if (typeof value === 'string') form.append(key, value);
        else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
      }
      body = form;
    }
    return answer<T>(await fetchFromProduct(`${baseUrl}${urlPath}`, { method, headers, body }));
  };

  return {
    get: <T = Json>(urlPath: string, token?: string) => call<T>('GET', urlPath, { token }),
    del: (urlPath: string, token?: string) => call('DELETE', urlPath, { token }),
    json: <T = Json>(method: string, urlPath: string, json: unknown, token?: string) =>
      call<T>(method, urlPath, { json, token }),
    form: <T = Json>(method: string, urlPath: string, form: FormFields, token?: string) =>
      call<T>(method, urlPath, { form, token }),
    call,
    /** The Strapi panel's own API, as a super-admin uses it at /admin. */
    async panelSession(credentials = DEMO_SUPERADMIN) {
      const login = await call('POST', '/admin/login', { json: credentials });
      if (login.status !== 200) throw new Error(`panel login failed: ${login.status}`);
      const token: string = login.body.data.token;
      return {
        call: <T = Json>(method: string, urlPath: string, json?: unknown) => call<T>(method, urlPath, { token, json }),
        /** A multipart request, as the media library sends a file. */
        form: <T = Json>(method: string, urlPath: string, form: FormFields) =>
          call<T>(method, urlPath, { token, form }),
      };
    },
    async login(credentials = DEMO_ADMIN): Promise<string> {
      const response = await call('POST', '/api/admin/login', { json: credentials });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.access_token;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

const SEED_ASSETS = path.resolve(__dirname, '..', '..', '..', 'scripts', 'seed-assets');

/** A real PDF from the demo content. */
export function samplePdf(name = 'sample.pdf'): UploadFile {
  const dir = path.join(SEED_ASSETS, 'pdfs');
  const first = readdirSync(dir)
    .filter((file) => file.endsWith('.pdf'))
    .sort()[0];
  return { name, type: 'application/pdf', bytes: readFileSync(path.join(dir, first)) };
}
