/** The part of Vite's build manifest (build.manifest) the renderer reads. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The site's code the entry loads for a page (src/boot.ts): the whole app, or a page's islands. */
const WHOLE_APP = 'src/main.tsx';
export const ISLANDS_CODE = 'src/islands.tsx';
type SiteCode = typeof WHOLE_APP | typeof ISLANDS_CODE;

/** A chunk and every chunk it imports statically, each once. */
function closure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The manifest's key of a catalogue part (vite-catalogues.ts), 'mr/site': its virtual module's. */
const cataloguePartKey = (manifest: BuildManifest, part: string) =>
  Object.keys(manifest).find((key) => key.endsWith(`virtual:site-catalogue/${part}`));

/**
 * The <link>s that let a page show at once: its screen's chunk and the chunks it imports as
 * module preloads, and all their stylesheets, minus what the entry loads (the site's code, which it
 * fetches after the first paint). Without the stylesheets the server's HTML would paint unstyled
 * and jump when the screen's code arrives. The parts of the page's catalogue it loads before it
 * hydrates ('mr/site', 'mr/home') are preloaded too, so that they arrive with the entry instead of
 * after it. `head` has the stylesheets and the screen's own chunk; `afterFirstPaint` the rest,
 * which only hydration needs (the page's <template> of what it loads after its first paint).
 * Without a screen (a page that hydrates in islands, whose code the entry loads), only the parts.
 */
export function screenAssets(
  manifest: BuildManifest,
  source: string | undefined,
  catalogueParts: readonly string[] = [],
  siteCode: SiteCode = WHOLE_APP,
): { head: string; afterFirstPaint: string } {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry loads the site's code itself once the page has painted (src/boot.ts): not preloaded here.
  const already = new Set<string>();
  for (const key of entry ? [entry, siteCode] : []) closure(manifest, key, already);
  const head: string[] = [];
  const afterFirstPaint: string[] = [];
  const partKeys = catalogueParts.flatMap((part) => cataloguePartKey(manifest, part) ?? []);
  for (const key of [...(source ? closure(manifest, source) : []), ...partKeys]) {
    if (already.has(key)) continue;
    const chunk = manifest[key];
    for (const css of chunk.css ?? []) head.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    (key === source ? head : afterFirstPaint).push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return { head: head.join('\n    '), afterFirstPaint: afterFirstPaint.join('') };
}
