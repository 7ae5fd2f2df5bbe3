import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS, THUMBNAIL_BOX } from './strapi-server';

// The extension makes Strapi's copies itself, so it repeats Strapi's own sizes; Strapi keeps them in
// its image service's module, unexported. An upgrade that changes them fails here, not on a bank's
// media library (docs/architecture.md, Upgrading Strapi).
const strapiImageService = readFileSync(
  path.join(
    __dirname,
    '..',
    '..',
    '..',
    'node_modules',
    '@strapi',
    'upload',
    'dist',
    'server',
    'services',
    'image-manipulation.js',
  ),
  'utf8',
);
const declaration = (name: string): string => {
  const found = new RegExp(`const ${name} = (\\{[^}]*\\})`).exec(strapiImageService);
  if (!found) throw new Error(`Strapi's image service no longer declares ${name}: compare the extension with it.`);
  return found[1];
};
/** `{ width: 245, height: 156, fit: 'inside' }` as Strapi writes it, read as numbers by name. */
const numbersIn = (source: string): Record<string, number> =>
  Object.fromEntries([...source.matchAll(/(\w+):\s*(\d+)/g)].map(([, key, value]) => [key, Number(value)]));

describe("the upload extension's copies of Strapi's sizes", () => {
  it("makes the thumbnail in Strapi's own box", () => {
    expect(numbersIn(declaration('THUMBNAIL_RESIZE_OPTIONS'))).toEqual(THUMBNAIL_BOX);
  });

  it("falls back to Strapi's own breakpoints when the config names none", () => {
    expect(numbersIn(declaration('DEFAULT_BREAKPOINTS'))).toEqual(DEFAULT_BREAKPOINTS);
  });
});
