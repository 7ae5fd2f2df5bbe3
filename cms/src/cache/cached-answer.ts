import { createHash } from 'crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'zlib';
import type { IncomingMessage, ServerResponse } from 'http';
import { preferredEncoding, type Encoding } from '../lib/preferred-encoding';

/**
 * Writes an answer straight to Node's response, headers ready-made: 304 when If-None-Match names
 * it, else its bytes in the encoding the client prefers. Returns the status sent.
 */
export function writeCachedAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  cache: 'HIT' | 'MISS',
): number {
  const encoding = answer.compressible ? preferredEncoding(request.headers['accept-encoding']) : 'identity';
  const representation = answer.representation(encoding);
  response.setHeader('X-Cache', cache);
  if (answer.matches(request.headers['if-none-match'])) {
    response.writeHead(304, representation.notModifiedHeaders).end();
    return 304;
  }
  response.writeHead(200, representation.headers).end(request.method === 'HEAD' ? undefined : representation.body);
  return 200;
}

/** The bytes of one encoding of an answer and the complete headers that go with them. */
export interface Representation {
  body: Buffer;
  headers: Readonly<Record<string, string | number>>;
  /** For a 304: the same, without the body's own length and encoding. */
  notModifiedHeaders: Readonly<Record<string, string | number>>;
}

/**
 * One cached answer: its JSON bytes, compressed lazily once per encoding, its strong ETag, and
 * every header it is sent with, computed once so that a hit only writes them out.
 */
export class CachedAnswer {
  readonly hash: string;
  private readonly representations = new Map<Encoding, Representation>();

  constructor(
    readonly body: Buffer,
    /** Headers shared by every encoding (content type, caching, security headers…). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    this.hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.isPage = Object.entries(headers).some(
      ([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'),
    );
  }

  /** A page of the public site (not an API list, robots.txt or the sitemap): its hits are page views. */
  readonly isPage: boolean;

  /** Each encoding is its own representation, so each gets its own strong ETag. */
  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** True when If-None-Match names any representation of this answer (weak comparison, RFC 9110). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const known = new Set<string>((['identity', 'gzip', 'br'] as const).map((encoding) => this.etag(encoding)));
    return ifNoneMatch.split(',').some((tag) => known.has(tag.trim().replace(/^W\//, '')));
  }

  representation(encoding: Encoding): Representation {
    let representation = this.representations.get(encoding);
    if (!representation) {
      const body =
        encoding === 'identity'
          ? this.body
          : encoding === 'br'
            ? brotliCompressSync(this.body, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.body.length },
              })
            : gzipSync(this.body, { level: 9 });
      const notModifiedHeaders = { ...this.headers, ETag: this.etag(encoding) };
      const headers = {
        ...notModifiedHeaders,
        'Content-Length': body.length,
        ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      };
      representation = { body, headers, notModifiedHeaders };
      this.representations.set(encoding, representation);
    }
    return representation;
  }

  /** Compression pays only above a packet's worth of bytes. */
  get compressible(): boolean {
    return this.body.length >= 1024;
  }

  get size(): number {
    return this.body.length * 2 + 256;
  }
}
