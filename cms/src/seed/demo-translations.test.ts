import { readFileSync } from 'fs';
import path from 'path';
import {
  PAGE_TRANSLATED_FIELDS,
  RESOURCE_RULES,
  SITE_TRANSLATED_SETTINGS,
  TRANSLATED_FIELDS,
  TRANSLATION_LOCALES,
  circularSchema,
  distinctRateTexts,
  pageSchema,
  rateTextLimit,
  translatedTexts,
  translationSchema,
  type RateScheduleBody,
  type ResourceName,
} from '@bank/shared';
import { describe, expect, it } from 'vitest';

// The Marathi and Hindi demo content (content.<locale>.json) translates content.json record by
// record: element i of a section is element i's translation (null would leave it in English; none
// is: the fallback to English is tested with a record of the test's own). A translation states the same
// figures as the English, so it agrees with the rate schedule and the records as the English does.

const assets = path.resolve(__dirname, '..', '..', '..', 'scripts', 'seed-assets');
const readJson = (name: string) => JSON.parse(readFileSync(path.join(assets, name), 'utf8'));
const english = readJson('content.json');

/** The sections translated, and each one's fields: its texts, as the shared package declares them. */
const SECTIONS: Record<string, readonly string[]> = {
  pages: PAGE_TRANSLATED_FIELDS.filter((field) => field !== 'pdf'),
  ...Object.fromEntries(
    Object.entries(TRANSLATED_FIELDS).map(([name, fields]) => [
      name === 'grievanceLevels' ? 'grievance_levels' : name,
      translatedTexts(RESOURCE_RULES[name as ResourceName], fields),
    ]),
  ),
};
const resourceOf = (section: string) => (section === 'grievance_levels' ? 'grievanceLevels' : section) as ResourceName;

type Fields = Record<string, unknown>;
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';
/** The fields of an English record that its translation holds: the section's, where the English has a value. */
const fieldsOf = (section: string, record: Fields) => SECTIONS[section].filter((field) => hasValue(record[field]));

const firstCircular = english.pages.findIndex((page: Fields) => page.slug === 'circulars');
/** The rules a translated record keeps: its resource's own (a circular's, the header of the circulars page's a page's). */
function schemaOf(section: string, index: number, fields: string[]): ReturnType<typeof translationSchema> {
  if (section !== 'pages') return translationSchema(RESOURCE_RULES[resourceOf(section)], fields);
  const page = english.pages[index];
  // The pages section's fields are PAGE_TRANSLATED_FIELDS' texts, all of them the page schema's.
  const pageFields = fields as (keyof typeof pageSchema.fields)[];
  return page.slug === 'circulars' && index !== firstCircular ? circularSchema : pageSchema.pick(pageFields);
}

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * The figures of a text with two digits or more: years, PIN codes, amounts, phone numbers, times.
 * A time may be written 5:00 or 5.00 (Marathi and Hindi write 5.00): both are the same figure.
 */
const figuresOf = (text: string) =>
  (text.replace(/(\d):(\d)/g, '$1.$2').match(/\d+(?:[,.:-]\d+)*/g) ?? []).filter(
    (figure) => figure.replace(/\D/g, '').length >= 2,
  );
/** How much longer than the English a translation may be. */
const LENGTH_FACTOR = 1.6;

describe.each(TRANSLATION_LOCALES)('the %s demo content', (locale) => {
  const translated = readJson(`content.${locale}.json`);
  /** Every translated record with its English, where the failure names it. */
  const pairs = Object.keys(SECTIONS).flatMap((section) =>
    (translated[section] as (Fields | null)[]).flatMap((record, index) =>
      record === null ? [] : [{ section, index, record, source: english[section][index] as Fields }],
    ),
  );
  /** Every translated text with its English. */
  const texts = pairs.flatMap(({ section, index, record, source }) =>
    Object.keys(record)
      .filter((field) => typeof record[field] === 'string')
      .map((field) => ({
        where: `content.${locale}.json ${section}[${index}] ${field}`,
        text: record[field] as string,
        source: String(source[field]),
      })),
  );

  it('translates the listed sections, each record for record as content.json', () => {
    expect(Object.keys(translated).sort()).toEqual([...Object.keys(SECTIONS), 'rate_texts'].sort());
    for (const section of Object.keys(SECTIONS))
      expect(translated[section].length, section).toBe(english[section].length);
  });

  it('leaves no record untranslated: a member reads the whole demo in the language chosen', () => {
    const untranslated = Object.keys(SECTIONS).flatMap((section) =>
      (translated[section] as unknown[]).flatMap((record, index) => (record === null ? [`${section}[${index}]`] : [])),
    );
    expect(untranslated).toEqual([]);
  });

  it('gives each record exactly the translated fields its English has', () => {
    for (const { section, index, record, source } of pairs) {
      expect(Object.keys(record).sort(), `${section}[${index}]`).toEqual(fieldsOf(section, source).sort());
      for (const field of Object.keys(record))
        expect(hasValue(record[field]), `${section}[${index}] ${field}`).toBe(true);
    }
  });

  it('writes every text in Devanagari', () => {
    expect(texts.filter(({ text }) => !DEVANAGARI.test(text)).map(({ where }) => where)).toEqual([]);
  });

  it('states every figure of the English text, so that it agrees with the schedule and records as the English does', () => {
    const missing = texts.flatMap(({ where, text, source }) => {
      const stated = new Set(figuresOf(text));
      return figuresOf(source)
        .filter((figure) => !stated.has(figure))
        .map((figure) => `${where}: ${figure}`);
    });
    expect(missing).toEqual([]);
  });

  it("keeps the English text's paragraphs and lines", () => {
    const lines = (text: string) => text.split('\n').map((line) => line.trim() === '');
    const differ = texts.filter(({ text, source }) => JSON.stringify(lines(text)) !== JSON.stringify(lines(source)));
    expect(differ.map(({ where }) => where)).toEqual([]);
  });

  it(`keeps each text within ${LENGTH_FACTOR} times the English and the field's own limit`, () => {
    const long = texts.filter(({ text, source }) => text.length > source.length * LENGTH_FACTOR);
    expect(long.map(({ where, text, source }) => `${where}: ${text.length} > ${source.length} × 1.6`)).toEqual([]);
    for (const { section, index, record } of pairs)
      expect(
        () => schemaOf(section, index, Object.keys(record)).validateSync(record),
        `${section}[${index}]`,
      ).not.toThrow();
  });

  it('translates every text of the demo rate schedules, in Devanagari (amounts alone as ₹250), with its figures and within its limit', () => {
    const rateTexts: Record<string, string> = translated.rate_texts;
    const schedules = english.rate_schedules as RateScheduleBody[];
    const texts = distinctRateTexts({
      deposits: schedules.flatMap((schedule) => schedule.deposits ?? []),
      loans: schedules.flatMap((schedule) => schedule.loans ?? []),
      charges: schedules.flatMap((schedule) => schedule.charges ?? []),
    });
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !rateTexts[text])).toEqual([]);
    // Only the schedules' texts: a stray key would be a text no schedule shows.
    expect(Object.keys(rateTexts).filter((text) => !texts.includes(text))).toEqual([]);
    for (const schedule of schedules)
      for (const text of distinctRateTexts(schedule)) {
        const translation = rateTexts[text];
        // Amounts alone ('Rs 100 + GST') are the rupee sign and figures in every language: '₹100 + GST'.
        const onlyAmounts = translation.replace(/₹[\d,.]+|\bGST\b|[+\s]/g, '') === '';
        if (!onlyAmounts) expect(translation, text).toMatch(DEVANAGARI);
        expect(figuresOf(translation).sort(), text).toEqual(figuresOf(text).sort());
        expect(translation.length, text).toBeLessThanOrEqual(rateTextLimit(schedule, text));
      }
  });

  it('writes an officer of the grievance levels who is in the management records as those records do', () => {
    english.grievance_levels.forEach((level: Fields, index: number) => {
      const member = english.management.findIndex((other: Fields) => other.name === level.officer);
      if (member >= 0)
        expect(translated.grievance_levels[index].officer, level.officer as string).toBe(
          translated.management[member].name,
        );
    });
  });
});

describe('the translated sections', () => {
  it("are the shared package's texts written per language", () => {
    for (const [section, fields] of Object.entries(SECTIONS)) {
      const declared =
        section === 'pages'
          ? PAGE_TRANSLATED_FIELDS.filter((field) => field !== 'pdf')
          : translatedTexts(RESOURCE_RULES[resourceOf(section)], TRANSLATED_FIELDS[resourceOf(section)]);
      expect(fields, section).toEqual(declared);
    }
  });
});

describe('the figures a translation must state', () => {
  it('are numbers of two digits or more, a time the same with a colon or a dot', () => {
    expect(figuresOf('Pune 411038; 020-2545 6700, Rs. 50,000 from 9.30 am to 5:00 pm on the 2nd Saturday.')).toEqual([
      '411038',
      '020-2545',
      '6700',
      '50,000',
      '9.30',
      '5.00',
    ]);
    expect(figuresOf('7 days to 5 years.')).toEqual([]);
  });
});

describe('the demo site settings', () => {
  it('give every English text of the settings the demo saves its Marathi and Hindi (none saved: the languages’ defaults show)', () => {
    const saved: Fields = english.site_settings ?? {};
    const texts = SITE_TRANSLATED_SETTINGS.filter((name) => hasValue(saved[name]));
    for (const locale of TRANSLATION_LOCALES) {
      const translated: Fields = readJson(`content.${locale}.json`).site_settings ?? {};
      expect(Object.keys(translated).sort(), locale).toEqual([...texts].sort());
      for (const name of texts) expect(translated[name], `${locale} ${name}`).toMatch(DEVANAGARI);
    }
  });
});
