import type { Context } from 'koa';
import { promisify } from 'util';
import zlib from 'zlib';
import { preferredEncoding, type Encoding } from './preferred-encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A large JSON answer kept in memory with each encoding made once, on first request: sending it
 * again costs no serializing and no compressing. (Streaming compression of the inbox's 6.4 MB took
 * about 200 ms a request.) Brotli at quality 4, as koa-compress makes it, not the public cache's 9:
 * this answer is made again after every change.
 */
export class EncodedJson {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(private readonly json: Buffer) {}

  private encoding(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : encoding === 'gzip'
            ? gzip(this.json)
            : Promise.resolve(this.json);
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /** Answers with the encoding the client prefers; Koa's compression leaves it as it is. */
  async send(ctx: Context): Promise<void> {
    const encoding = preferredEncoding(ctx.get('Accept-Encoding'));
    const body = await this.encoding(encoding);
    ctx.compress = false;
    ctx.vary('Accept-Encoding');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.type = 'application/json';
    ctx.body = body;
  }
}
