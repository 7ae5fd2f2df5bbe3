import { TRANSLATION_LOCALES } from '@bank/shared';
import { describe, expect, it } from 'vitest';
import { STANDARD_TEXTS } from './standard-texts';

// A translation of a standard text says what the English says: the same amounts, days, phone
// numbers and addresses, on the same paragraphs and list items, in Devanagari.

const DEVANAGARI = /[\u0900-\u097F]/;
/** Every number of a text as written (5,000, 24x7's 24 and 7, 160017), in order. */
const figuresOf = (text: string) => text.match(/\d+(?:,\d+)*/g) ?? [];
/** The web addresses of a text, with or without https:// (a sentence's full stop is not part of one). */
const addressesOf = (text: string) => text.match(/(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:in|org|com)\b/g) ?? [];
/** A text's shape: each line blank, a list item or a paragraph. */
const shapeOf = (text: string) =>
  text.split('\n').map((line) => (line === '' ? 'blank' : line.startsWith('- ') ? 'item' : 'paragraph'));

const translations = STANDARD_TEXTS.flatMap((english) =>
  TRANSLATION_LOCALES.map((locale) => ({
    where: `${english.slug} ${locale}`,
    english,
    translation: english.translations[locale],
  })),
);
const FIELDS = ['title', 'meta_description', 'content'] as const;

describe.each(translations)('the standard text $where', ({ english, translation }) => {
  it.each(FIELDS)('writes its %s in Devanagari', (field) => {
    expect(translation[field]).toMatch(DEVANAGARI);
    expect(translation[field]).not.toMatch(/[\u0966-\u096F]/); // Latin digits, as the English
  });

  it.each(FIELDS)("states the English %s's figures and addresses", (field) => {
    expect(figuresOf(translation[field]).sort()).toEqual(figuresOf(english[field]).sort());
    expect(addressesOf(translation[field]).sort()).toEqual(addressesOf(english[field]).sort());
  });

  it("keeps the English content's paragraphs, lines and list items", () => {
    expect(shapeOf(translation.content)).toEqual(shapeOf(english.content));
  });
});

describe('the figures and addresses a translation must keep', () => {
  it('are every number and web address as written', () => {
    const text = 'Call 14448 24x7, Rs 5,000 within 4 to 7 days, at https://cms.rbi.org.in or cybercrime.gov.in.';
    expect(figuresOf(text)).toEqual(['14448', '24', '7', '5,000', '4', '7']);
    expect(addressesOf(text)).toEqual(['https://cms.rbi.org.in', 'cybercrime.gov.in']);
  });
});

describe('the Ombudsman scheme', () => {
  it('is named as RBI names it in Marathi and Hindi', () => {
    const ombudsman = STANDARD_TEXTS.find((text) => text.title.includes('Integrated Ombudsman Scheme'))!;
    expect(ombudsman.translations.mr.title).toBe('रिझर्व्ह बँक - एकात्मिक लोकपाल योजना, 2021');
    expect(ombudsman.translations.hi.title).toBe('रिज़र्व बैंक - एकीकृत लोकपाल योजना, 2021');
  });
});
