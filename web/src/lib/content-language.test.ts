import { describe, expect, it } from 'vitest';
import { contentLanguage, isUntranslatedPage } from './content-language';

const row = (locale?: string) => (locale ? { id: 1, product: 'x', locale } : { id: 1, product: 'x' });
const schedule = (rows: object[], upcoming: object | null = null) => ({
  effective_from: '2026-04-01',
  deposits: rows,
  loans: [],
  charges: [],
  upcoming,
});

describe("a page's content language", () => {
  it('counts a rate schedule by its rows and its announced one’s, not as one record', () => {
    const rates = schedule([row('mr'), row('mr')], schedule([row('mr'), row('en')]));
    expect(contentLanguage([rates], 'mr')).toEqual({ translated: 3, untranslated: 1 });
  });

  it('judges a Marathi Home whose rates rows are all translated as translated, indexed', () => {
    const content = contentLanguage([schedule([row('mr')], null)], 'mr');
    expect(content).toEqual({ translated: 1, untranslated: 0 });
    expect(isUntranslatedPage(content)).toBe(false);
  });

  it('keeps out of the index a page none of whose records came in its language', () => {
    const content = contentLanguage([schedule([row('en'), row('en')]), [row('en')]], 'hi');
    expect(isUntranslatedPage(content)).toBe(true);
  });

  it('counts a record without a locale of its own as English, and an empty schedule as nothing', () => {
    expect(contentLanguage([row(), schedule([])], 'mr')).toEqual({ translated: 0, untranslated: 1 });
  });
});
