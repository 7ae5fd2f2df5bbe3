// The module vite-page-document.ts makes of the browser build's stylesheet for the server build.
declare module 'virtual:site-stylesheet' {
  import type { SiteStylesheet } from './critical-css';
  /** The browser build's stylesheet; undefined outside the server build (the dev server, the component tests). */
  const stylesheet: SiteStylesheet | undefined;
  export default stylesheet;
}
