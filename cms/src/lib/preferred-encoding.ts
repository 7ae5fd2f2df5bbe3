/** The encodings the server sends: brotli, gzip, or the bytes as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding of the highest quality the client takes (RFC 9110 q-values), brotli before gzip
 * before the plain bytes when they tie. Written here because negotiator (under koa's accepts)
 * breaks ties by the client's order, and browsers list gzip first: they would never get brotli.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: string) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (qualityOf(encoding) > bestQuality) {
      best = encoding;
      bestQuality = qualityOf(encoding);
    }
  }
  // The plain bytes win only when the client rates them above every compressed form it takes.
  return quality.has('identity') && (quality.get('identity') ?? 0) > bestQuality ? 'identity' : best;
}
