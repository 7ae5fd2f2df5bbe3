/** The part of Vite's build manifest (build.manifest) the renderer reads. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, each once. */
function closure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The <link>s that let a page show at once: its screen's chunk and the chunks it imports as
 * module preloads, and all their stylesheets, minus what index.html's entry already links. Without
 * the stylesheets the server's HTML would paint unstyled and jump when the screen's code arrives.
 */
export function screenAssets(manifest: BuildManifest, source: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const already = entry ? closure(manifest, entry) : new Set<string>();
  const links: string[] = [];
  for (const key of closure(manifest, source)) {
    if (already.has(key)) continue;
    const chunk = manifest[key];
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return links.join('\n    ');
}
