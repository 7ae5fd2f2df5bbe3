import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The fallback faces of fonts.css take the Devanagari font's vertical metrics, so that a line is
// as tall before the font arrives as after. Their numbers are read here from the font's own files:
// the WOFF copies Fontsource ships beside the WOFF2 ones the site serves (the same fonts, and
// WOFF 1.0 tables are plain zlib, readable without a font library).
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/LICENSE')),
  'files',
);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const FONTS_CSS = readFileSync(path.join(HERE, 'fonts.css'), 'utf8');

/** The tables of a WOFF 1.0 file by tag, uncompressed. */
function woffTables(file: string): Record<string, Buffer> {
  const font = readFileSync(file);
  const tables: Record<string, Buffer> = {};
  for (let index = 0; index < font.readUInt16BE(12); index += 1) {
    const entry = 44 + 20 * index;
    const [offset, compressed, original] = [4, 8, 12].map((field) => font.readUInt32BE(entry + field));
    const data = font.subarray(offset, offset + compressed);
    tables[font.toString('latin1', entry, entry + 4)] = compressed < original ? inflateSync(data) : data;
  }
  return tables;
}

/** What CSS's metric overrides are made of: ascent, descent and line gap as fractions of the em. */
function verticalMetrics(weight: number) {
  const tables = woffTables(path.join(FONT_DIR, `noto-sans-devanagari-devanagari-${weight}-normal.woff`));
  const unitsPerEm = tables.head.readUInt16BE(18);
  const os2 = tables['OS/2'];
  // USE_TYPO_METRICS (fsSelection bit 7): browsers take the typo metrics, which then equal hhea's.
  expect(os2.readUInt16BE(62) & 0x80).toBe(0x80);
  expect([tables.hhea.readInt16BE(4), tables.hhea.readInt16BE(6)]).toEqual([os2.readInt16BE(68), os2.readInt16BE(70)]);
  return {
    ascent: os2.readInt16BE(68) / unitsPerEm,
    descent: -os2.readInt16BE(70) / unitsPerEm,
    lineGap: os2.readInt16BE(72) / unitsPerEm,
  };
}

/** The metric descriptors of the fallback face, as percentages. */
function fallbackFace() {
  const face = FONTS_CSS.split('@font-face').find((rule) => rule.includes("'Noto Sans Devanagari Fallback'"));
  const percent = (descriptor: string) => Number(new RegExp(`${descriptor}: ([\\d.]+)%`).exec(face ?? '')?.[1]);
  return {
    sizeAdjust: percent('size-adjust'),
    ascent: percent('ascent-override'),
    descent: percent('descent-override'),
    lineGap: percent('line-gap-override'),
  };
}

describe('the fallback of the Devanagari font', () => {
  it.each([400, 700])('takes the vertical metrics of the %s file', (weight) => {
    const metrics = verticalMetrics(weight);
    const face = fallbackFace();
    // Overrides are fractions of the used size, which size-adjust scales.
    const scale = face.sizeAdjust / 100;
    expect(face.ascent).toBeCloseTo((metrics.ascent / scale) * 100, 1);
    expect(face.descent).toBeCloseTo((metrics.descent / scale) * 100, 1);
    expect(face.lineGap).toBeCloseTo((metrics.lineGap / scale) * 100, 1);
  });

  it('comes after the font and before the system fonts wherever the font is named', () => {
    const tokens = readFileSync(path.join(HERE, 'tokens.css'), 'utf8');
    const stacks = tokens.match(/'Noto Sans Devanagari'[^;]*;/g) ?? [];
    expect(stacks.length).toBeGreaterThan(0);
    for (const stack of stacks) expect(stack).toMatch(/^'Noto Sans Devanagari', 'Noto Sans Devanagari Fallback', /);
  });
});

describe('the Devanagari font', () => {
  it.each([
    [400, 'Regular'],
    [700, 'Bold'],
  ])('at %s is the device’s own copy where it has one, else the site’s file', (weight, style) => {
    const face = FONTS_CSS.split('@font-face').find(
      (rule) => rule.includes("font-family: 'Noto Sans Devanagari';") && rule.includes(`font-weight: ${weight};`),
    );
    expect(face).toBeDefined();
    const sources = [...(face ?? '').matchAll(/(local|url)\('([^']+)'\)/g)].map(([, kind, name]) => `${kind} ${name}`);
    expect(sources).toEqual([
      `local Noto Sans Devanagari ${style}`,
      `local NotoSansDevanagari-${style}`,
      `url @fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    ]);
  });
});
