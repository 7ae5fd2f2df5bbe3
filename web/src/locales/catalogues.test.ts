import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { poFormat } from '../../vite-catalogues';

type Catalogue = Record<string, { translation?: string; obsolete?: boolean }>;

const read = (locale: string): Catalogue =>
  poFormat().parse(readFileSync(path.join(import.meta.dirname, `${locale}.po`), 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: `${locale}.po`,
  }) as Catalogue;

/** The names a message fills in ({name}, {count, plural, …}) and the elements it wraps (<0>…</0>). */
const slotsOf = (message: string) => ({
  placeholders: [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((found) => found[1]))].sort(),
  elements: [...message.matchAll(/<\/?(\d+)\/?>/g)].map((found) => found[0]).sort(),
});

describe('the interface catalogues', () => {
  const english = Object.keys(read('en')).filter((id) => !read('en')[id].obsolete);

  it.each(['mr', 'hi'])('%s translates every message of the English catalogue', (locale) => {
    const catalogue = read(locale);
    expect(english.filter((id) => !catalogue[id]?.translation)).toEqual([]);
  });

  it.each(['mr', 'hi'])('%s keeps every placeholder and element of the English message', (locale) => {
    const catalogue = read(locale);
    const differing = english.filter(
      (id) => JSON.stringify(slotsOf(id)) !== JSON.stringify(slotsOf(catalogue[id]?.translation ?? '')),
    );
    // A plural's branches name words, not slots: "{shown, plural, one {matches} other {match}}" may be rephrased.
    expect(differing.filter((id) => !id.includes(', plural,'))).toEqual([]);
  });

  it.each(['mr', 'hi'])('%s is written in Devanagari', (locale) => {
    const catalogue = read(locale);
    const latinOnly = english.filter((id) => !/[\u0900-\u097F]/.test(catalogue[id]?.translation ?? ''));
    // Names and codes the bank writes in Latin letters in every language.
    expect(latinOnly.sort()).toEqual(['ATM', 'Neft/Rtgs'].sort());
  });

  it.each(['en', 'mr', 'hi'])(
    '%s fills every placeholder it names once compiled (an apostrophe before a brace quotes it)',
    (locale) => {
      const catalogue = read(locale);
      const namesIn = (compiled: unknown): string[] =>
        Array.isArray(compiled) ? compiled.flatMap((token) => (Array.isArray(token) ? [String(token[0])] : [])) : [];
      const lost = english.filter((id) => {
        const text = locale === 'en' ? id : (catalogue[id]?.translation ?? '');
        if (text.includes(', plural,')) return false;
        return (
          JSON.stringify(namesIn(compileMessageOrThrow(text)).sort()) !== JSON.stringify(slotsOf(text).placeholders)
        );
      });
      expect(lost).toEqual([]);
    },
  );
});
