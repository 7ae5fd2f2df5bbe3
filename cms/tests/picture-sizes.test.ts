// The sizes of an uploaded picture that the public site offers (src and srcset): each answered,
// and none heavier than the file that was uploaded (10 % leeway), the stored original included.
import { describe, expect, it } from 'vitest';
import { palettePng } from './support/fixtures';
import { useTestServer } from './support/server';
import type { Json } from './support/api';

const product = useTestServer({ seed: true });

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeEntities = (text: string | undefined) =>
  text?.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);

/** Every picture URL an <img> offers: its src and each srcset candidate. */
function offeredPictures(html: string): Map<string, string[]> {
  const pictures = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    const attribute = (name: string) => decodeEntities(new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]);
    const candidates = (attribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
    pictures.set(
      attribute('alt') ?? '',
      [attribute('src'), ...candidates].filter((url): url is string => Boolean(url)),
    );
  }
  return pictures;
}

async function bytesOf(path: string): Promise<{ status: number; type: string | null; bytes: number }> {
  const response = await fetch(`${product.server.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: (await response.arrayBuffer()).byteLength,
  };
}

describe('pictures on the public pages', () => {
  it("offers a news item's palette PNG in no size heavier than the upload", async () => {
    const poster = await palettePng('branch-poster.png');
    const token = await product.api.login();
    // Dated after the demo news so that it is the page's first (and largest) picture.
    const added = await product.api.form(
      'POST',
      '/api/admin/news',
      {
        title: 'Kothrud branch opens',
        content: 'The new branch opens on 1 March.',
        date: '2099-03-01',
        document: poster,
      },
      token,
    );
    expect(added.status).toBe(201);

    const page = await (await fetch(`${product.server.url}/News`)).text();
    const offered = offeredPictures(page).get('Kothrud branch opens');
    expect(offered).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/uploads\/small_.+\.webp$/),
        expect.stringMatching(/^\/uploads\/large_/),
      ]),
    );
    for (const url of new Set([added.body.document_path, ...offered!])) {
      const answer = await bytesOf(url);
      expect(answer.status, url).toBe(200);
      expect(answer.type, url).toMatch(/^image\/(png|webp)$/);
      expect(answer.bytes, url).toBeLessThanOrEqual(poster.bytes.length * 1.1);
    }
    // The sizes Strapi made are WebP copies lighter than the upload, not full-colour PNGs.
    const small = await bytesOf(offered!.find((url) => url.includes('/small_'))!);
    expect(small.type).toBe('image/webp');
    expect(small.bytes).toBeLessThan(poster.bytes.length);
  });

  it('offers the demo pictures on /News in no size heavier than their stored original', async () => {
    const news = (await product.api.get('/api/news')).body.filter((item: Json) => item.document_path);
    const offered = offeredPictures(await (await fetch(`${product.server.url}/News`)).text());
    expect(news.length).toBeGreaterThanOrEqual(3);
    for (const item of news) {
      const original = await bytesOf(item.document_path);
      expect(offered.get(item.title), item.title).toBeDefined();
      for (const url of offered.get(item.title)!) {
        const answer = await bytesOf(url);
        expect(answer.status, url).toBe(200);
        expect(answer.bytes, url).toBeLessThanOrEqual(original.bytes * 1.1);
      }
    }
  });
});
