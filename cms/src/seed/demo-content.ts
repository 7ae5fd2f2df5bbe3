import path from 'path';
import { promises as fs } from 'fs';
import {
  DEFAULT_LOCALE,
  PAGE_SLUGS,
  TRANSLATION_LOCALES,
  distinctRateTexts,
  type MediaKind,
  type RateScheduleBody,
  type TranslationLocale,
} from '@bank/shared';
import { checkFile, storeFile } from '../lib/uploads';
import { englishRows } from '../content/locales';
import { PAGES, RATE_SCHEDULES, SEED_SECTIONS } from '../resources';
import { saveProtectionSettings } from '../protection/settings';
import { importUnclaimed } from '../protection/unclaimed-deposits';
import { addDays, bankToday } from '../lib/clock';

/** The database is "empty" when every content type of the site is. */
export async function isContentEmpty(): Promise<boolean> {
  const counts = await Promise.all(SEED_SECTIONS.map(({ uid }) => strapi.db.query(uid).count()));
  return counts.every((count) => count === 0);
}

const seedAssetsDir = () =>
  path.resolve(process.env.SEED_ASSETS_DIR || path.join(strapi.dirs.app.root, '..', 'scripts', 'seed-assets'));

/** Uploads one seed file through the same checks as an administrator's upload. */
async function uploadSeedFile(dir: string, relative: string, kind: MediaKind, alt: string): Promise<number> {
  const filepath = path.join(dir, relative);
  const { size } = await fs.stat(filepath);
  const checked = await checkFile({ filepath, originalFilename: path.basename(relative), size }, relative, kind);
  return (await storeFile(checked, alt)).id;
}

/** Loads scripts/seed-assets/content.json into an empty database, printing its progress; answers how many records it made. */
export async function seedDemoContent(): Promise<number> {
  let made = 0;
  const dir = seedAssetsDir();
  const content = JSON.parse(await fs.readFile(path.join(dir, 'content.json'), 'utf8'));
  const translations = await readTranslations(dir);
  // Written once every record is: the records keep the ids they had before there were translations.
  const translate: (() => Promise<unknown>)[] = [];
  const started = Date.now();
  strapi.log.info(`Seeding demo content from ${dir}`);

  for (const section of SEED_SECTIONS) {
    const records: Array<Record<string, unknown>> = content[section.key] ?? [];
    for (const [index, record] of records.entries()) {
      const data: Record<string, unknown> = { ...record };
      const alt = String(record.name ?? record.title ?? '');
      for (const [field, { attribute, kind }] of Object.entries(section.files)) {
        const file = record[field];
        delete data[field];
        if (typeof file === 'string' && file) data[attribute] = await uploadSeedFile(dir, file, kind, alt);
      }
      const { documentId } = await strapi.documents(section.uid).create({ data: data });
      made += 1;
      // Its translations, where the demo has one (one record is left in English on purpose).
      for (const { locale, sections } of translations) {
        const translation = sections[section.key]?.[index];
        if (translation)
          translate.push(() => strapi.documents(section.uid).update({ documentId, locale, data: translation }));
      }
    }
    strapi.log.info(`  ${section.key}: ${records.length} records`);
  }
  // Dated from the day of seeding: two earlier schedules, the one in force, one announced.
  const schedules: Array<Record<string, unknown> & { effective_in_days: number }> = content.rate_schedules ?? [];
  for (const { effective_in_days, ...rows } of schedules) {
    await strapi
      .documents(RATE_SCHEDULES.uid)
      .create({ data: { ...rows, effective_from: addDays(bankToday(), effective_in_days) } });
    made += 1;
  }
  strapi.log.info(`  rate schedules: ${schedules.length}`);
  // The glossary of their texts: each English text once, with its Marathi and Hindi.
  // content.json's schedules: rows as the schedule's content type stores them.
  const texts = distinctRateTexts({
    deposits: schedules.flatMap((schedule) => (schedule.deposits ?? []) as RateScheduleBody['deposits']),
    loans: schedules.flatMap((schedule) => (schedule.loans ?? []) as RateScheduleBody['loans']),
    charges: schedules.flatMap((schedule) => (schedule.charges ?? []) as RateScheduleBody['charges']),
  });
  for (const text of texts) {
    const { documentId } = await strapi
      .documents(RATE_SCHEDULES.texts)
      .create({ data: { text }, locale: DEFAULT_LOCALE });
    for (const { locale, rateTexts } of translations) {
      const translation = rateTexts[text];
      if (translation)
        translate.push(() =>
          strapi.documents(RATE_SCHEDULES.texts).update({ documentId, locale, data: { text: translation } }),
        );
    }
  }
  strapi.log.info(`  rate texts: ${texts.length}`);
  for (const write of translate) await write();
  strapi.log.info(`  translations: ${translate.length}`);
  await seedProtection(dir, content);
  strapi.log.info(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return made;
}

type TranslatedSections = Record<string, (Record<string, unknown> | null)[] | undefined>;

interface DemoTranslation {
  locale: TranslationLocale;
  sections: TranslatedSections;
  /** The rate schedules' texts, English to this locale (`rate_texts`). */
  rateTexts: Record<string, string>;
}

/**
 * The demo records' Marathi and Hindi texts, `content.<locale>.json` beside content.json: each
 * section's records in content.json's order, a record's translated fields or null; and
 * `rate_texts`, the rate schedules' texts by their English words.
 */
async function readTranslations(dir: string): Promise<DemoTranslation[]> {
  return Promise.all(
    TRANSLATION_LOCALES.map(async (locale): Promise<DemoTranslation> => {
      const { rate_texts: rateTexts = {}, ...sections } = JSON.parse(
        await fs.readFile(path.join(dir, `content.${locale}.json`), 'utf8'),
      );
      return { locale, sections, rateTexts };
    }),
  );
}

/**
 * The bank's own customer-protection figures, outside production only: its 24x7 channel, the
 * unclaimed list (through the back office's CSV import) and the claim form on the unclaimed page.
 */
async function seedProtection(dir: string, content: Record<string, unknown>): Promise<void> {
  if (content.protection_settings) await saveProtectionSettings(content.protection_settings);
  // content.json is read as JSON: this section's shape is the seed assets' own.
  const unclaimed = content.unclaimed_deposits as { names?: string; claim_form?: string } | undefined;
  if (unclaimed?.names) {
    const { imported } = await importUnclaimed(await fs.readFile(path.join(dir, unclaimed.names)));
    strapi.log.info(`  unclaimed deposits: ${imported} names`);
  }
  const page = await strapi.db
    .query(PAGES.uid)
    .findOne({ where: englishRows(PAGES.uid, { slug: PAGE_SLUGS.unclaimedDeposits }) });
  if (unclaimed?.claim_form && page) {
    const pdf = await uploadSeedFile(dir, unclaimed.claim_form, 'pdf', 'Unclaimed deposit claim form');
    await strapi.documents(PAGES.uid).update({ documentId: page.documentId, data: { pdf } });
  }
}
