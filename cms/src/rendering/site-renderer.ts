import path from 'path';
import { promises as fs } from 'fs';
import { pathToFileURL } from 'url';
import type { SiteRenderer } from '@bank/shared';

// The server build is an ES module; TypeScript compiles import() in this CommonJS code to require(),
// which cannot load it. A function built at run time keeps the real dynamic import.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<Record<string, unknown>>;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/**
 * Loads the public site's renderer once: the server build (dist-server/entry-server.js, React 19
 * bundled in it) with the browser build's index.html and manifest. Undefined while the site is
 * not built. A failed load is retried by the next request rather than remembered.
 */
function siteRendererLoader(webRoot: string, serverBuild: string): () => Promise<SiteRenderer | undefined> {
  let loading: Promise<SiteRenderer | undefined> | undefined;
  const load = async (): Promise<SiteRenderer | undefined> => {
    const entry = path.join(serverBuild, 'entry-server.js');
    const templateFile = path.join(webRoot, 'index.html');
    const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
    if (!(await exists(entry)) || !(await exists(templateFile)) || !(await exists(manifestFile))) return undefined;
    const build = await importModule(pathToFileURL(entry).href);
    const [template, manifest] = await Promise.all([
      fs.readFile(templateFile, 'utf8'),
      fs.readFile(manifestFile, 'utf8'),
    ]);
    // The server build's exports, as web/src/server/entry-server.tsx declares them (a module loaded at run time has no types).
    const createPageRenderer = build.createPageRenderer as (site: {
      template: string;
      manifest: unknown;
    }) => SiteRenderer['renderPage'];
    return {
      renderPage: createPageRenderer({ template, manifest: JSON.parse(manifest) }),
      robotsTxt: build.robotsTxt as SiteRenderer['robotsTxt'],
      sitemapXml: build.sitemapXml as SiteRenderer['sitemapXml'],
      sitemapPages: build.sitemapPages as SiteRenderer['sitemapPages'],
      pagePathOf: build.pagePathOf as SiteRenderer['pagePathOf'],
      formMessage: build.formMessage as SiteRenderer['formMessage'],
    };
  };
  return () => {
    // Kept once it loads; a build not there yet, or a failed load, is tried again by the next request.
    loading ??= load().then(
      (renderer) => {
        if (!renderer) loading = undefined;
        return renderer;
      },
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** Where the public site's builds are: WEB_DIST_DIR and WEB_SERVER_BUILD_DIR, else web/dist and web/dist-server. */
export function siteBuildDirs(appRoot: string): { webRoot: string; serverBuild: string } {
  const repoRoot = path.resolve(appRoot, '..');
  const webRoot = path.resolve(process.env.WEB_DIST_DIR || path.join(repoRoot, 'web', 'dist'));
  return {
    webRoot,
    serverBuild: path.resolve(process.env.WEB_SERVER_BUILD_DIR || path.join(webRoot, '..', 'dist-server')),
  };
}

let processRenderer: (() => Promise<SiteRenderer | undefined>) | undefined;

/** This process's renderer, loaded once, shared by the site middleware and the page-view notice. */
export function siteRendererOf(appRoot: string): () => Promise<SiteRenderer | undefined> {
  if (!processRenderer) {
    const { webRoot, serverBuild } = siteBuildDirs(appRoot);
    processRenderer = siteRendererLoader(webRoot, serverBuild);
  }
  return processRenderer;
}
