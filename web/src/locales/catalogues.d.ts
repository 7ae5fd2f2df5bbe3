// The modules vite-catalogues.ts makes of the PO catalogues at build time.
declare module 'virtual:site-catalogues' {
  import type { Messages } from '../lib/format-message';
  /** The dev server's and the tests' English messages that need formatting (placeholders, plurals): a plain text is its own message. None in a build, which loads English by part. */
  export const ENGLISH_MESSAGES: Messages;
  /** One part of a locale's compiled catalogue: 'site', 'server' or a feature's name ({} when it has none). */
  export function loadCatalogue(locale: string, part: string): Promise<Messages>;
  /** Every part of a locale's catalogue (the server's renderer). */
  export function loadWholeCatalogue(locale: string): Promise<Messages>;
}
