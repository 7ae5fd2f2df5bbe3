let checked: { configured: string; origin: string } | undefined;

/**
 * The scheme and host the site is published under (PUBLIC_ORIGIN, default http://localhost:1337):
 * the server makes canonical, OpenGraph and sitemap URLs absolute with it. Behind a TLS proxy it is
 * the https:// address visitors use.
 */
export function publicOrigin(): string {
  // Read once per value: it is asked on every page rendered.
  if (checked?.configured === (process.env.PUBLIC_ORIGIN || '')) return checked.origin;
  const configured = process.env.PUBLIC_ORIGIN || 'http://localhost:1337';
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(
      `PUBLIC_ORIGIN must be an absolute http(s) URL such as https://www.example.bank (got "${configured}")`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_ORIGIN must start with http:// or https:// (got "${configured}")`);
  checked = { configured: process.env.PUBLIC_ORIGIN || '', origin: url.origin };
  return url.origin;
}

/** True when the site is published over https: HSTS is sent and the panel's cookies are Secure. */
export const isHttpsOrigin = () => publicOrigin().startsWith('https:');
