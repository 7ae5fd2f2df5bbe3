// How the browser takes over a page the server rendered: whole (the app with its router, main.tsx)
// or in islands (only the parts that need JavaScript, islands.tsx). The server marks the page's root
// element; the entry (boot.ts) reads the mark to load one or the other. No React here: the entry
// imports this before anything else.

/** The root element's attribute that says a page hydrates in islands. */
export const ISLANDS_ROOT_ATTRIBUTE = 'data-hydrate-islands';

/** The attribute that marks an island's element in the server's HTML (its value: the island's name). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Whether the page in this document hydrates in islands. */
export const hydratesInIslands = (document: Document = window.document): boolean =>
  document.getElementById('root')?.hasAttribute(ISLANDS_ROOT_ATTRIBUTE) ?? false;
