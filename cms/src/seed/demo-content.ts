import path from 'path';
import { promises as fs } from 'fs';
import type { UID } from '@strapi/strapi';
import type { MediaKind } from '@bank/shared';
import { checkFile, storeFile } from '../lib/uploads';

/** content.json section -> content type, and which record fields name a seed file of which kind. */
const SECTIONS: Array<{ key: string; uid: UID.ContentType; files: Record<string, MediaKind> }> = [
  { key: 'pages', uid: 'api::page.page', files: { image: 'image', pdf: 'pdf' } },
  { key: 'gallery', uid: 'api::gallery-item.gallery-item', files: { image: 'image' } },
  { key: 'deposits', uid: 'api::deposit.deposit', files: { image: 'image' } },
  { key: 'loans', uid: 'api::loan.loan', files: { image: 'image' } },
  { key: 'services', uid: 'api::service.service', files: { image: 'image' } },
  { key: 'awards', uid: 'api::award.award', files: { image: 'image' } },
  { key: 'management', uid: 'api::management-member.management-member', files: { image: 'image' } },
  { key: 'jobs', uid: 'api::job.job', files: {} },
  { key: 'news', uid: 'api::news-item.news-item', files: { image: 'image' } },
  { key: 'documents', uid: 'api::published-document.published-document', files: { document: 'pdf' } },
];

/** In content.json news records name their picture `image`; the content type calls it `document`. */
const ATTRIBUTE_OF: Record<string, Record<string, string>> = { news: { image: 'document' } };

/** The database is "empty" when every content type of the site is. */
export async function isContentEmpty(): Promise<boolean> {
  const counts = await Promise.all(SECTIONS.map(({ uid }) => strapi.db.query(uid).count()));
  return counts.every((count) => count === 0);
}

export const seedAssetsDir = () =>
  path.resolve(process.env.SEED_ASSETS_DIR || path.join(strapi.dirs.app.root, '..', 'scripts', 'seed-assets'));

/** Uploads one seed file through the same checks as an administrator's upload. */
async function uploadSeedFile(dir: string, relative: string, kind: MediaKind, alt: string): Promise<number> {
  const filepath = path.join(dir, relative);
  const { size } = await fs.stat(filepath);
  const checked = await checkFile({ filepath, originalFilename: path.basename(relative), size }, relative, kind);
  return (await storeFile(checked, alt)).id;
}

/** Loads scripts/seed-assets/content.json into an empty database, printing its progress. */
export async function seedDemoContent(): Promise<void> {
  const dir = seedAssetsDir();
  const content = JSON.parse(await fs.readFile(path.join(dir, 'content.json'), 'utf8'));
  const started = Date.now();
  strapi.log.info(`Seeding demo content from ${dir}`);

  for (const section of SECTIONS) {
    const records: Array<Record<string, unknown>> = content[section.key] ?? [];
    for (const record of records) {
      const data: Record<string, unknown> = { ...record };
      const alt = String(record.name ?? record.title ?? '');
      for (const [field, kind] of Object.entries(section.files)) {
        const attribute = ATTRIBUTE_OF[section.key]?.[field] ?? field;
        const file = record[field];
        delete data[field];
        if (typeof file === 'string' && file) data[attribute] = await uploadSeedFile(dir, file, kind, alt);
      }
      await strapi.documents(section.uid).create({ data: data as never });
    }
    strapi.log.info(`  ${section.key}: ${records.length} records`);
  }
  strapi.log.info(`Demo content seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
