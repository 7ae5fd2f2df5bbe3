import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import type { UID } from '@strapi/strapi';

/** What is read of a content type's `schema.json`: its names, its attributes' types and its options. */
export interface ContentTypeSchema {
  uid: UID.ContentType;
  pluralName: string;
  /** The database table of its records. */
  collectionName: string;
  attributes: Readonly<Record<string, { type: string }>>;
  draftAndPublish: boolean;
  /**
   * Its attributes written per locale (Strapi's i18n: `pluginOptions.i18n.localized` on the content
   * type and on each such attribute), or null when its records are not translated at all.
   */
  translated: readonly string[] | null;
}

interface LocalizedOption {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

const isLocalized = (declared: LocalizedOption) => declared.pluginOptions?.i18n?.localized === true;

/**
 * The folder of the content types beside this code: `src/api` when the tests import the source,
 * `dist/src/api` once compiled (tsconfig.json copies the JSON files of `src`). Read from the files rather
 * than from `strapi.contentTypes`, because the registry is also loaded without Strapi (the tests).
 */
const API_DIR = path.join(__dirname, '..', 'api');

function readSchemas(): ContentTypeSchema[] {
  return readdirSync(API_DIR)
    .sort()
    .flatMap((entity) => {
      const dir = path.join(API_DIR, entity, 'content-types');
      if (!existsSync(dir)) return [];
      return readdirSync(dir).map((name): ContentTypeSchema => {
        const schema: {
          collectionName: string;
          info: { pluralName: string };
          attributes: Record<string, { type: string } & LocalizedOption>;
          options?: { draftAndPublish?: boolean };
        } & LocalizedOption = JSON.parse(readFileSync(path.join(dir, name, 'schema.json'), 'utf8'));
        // Strapi names a content type after the folders it loads it from, as the generated UIDs do.
        const uid = `api::${entity}.${name}` as UID.ContentType;
        return {
          uid,
          pluralName: schema.info.pluralName,
          collectionName: schema.collectionName,
          attributes: schema.attributes,
          draftAndPublish: schema.options?.draftAndPublish ?? false,
          translated: isLocalized(schema)
            ? Object.keys(schema.attributes).filter((attribute) => isLocalized(schema.attributes[attribute]))
            : null,
        };
      });
    });
}

const SCHEMAS = readSchemas();
// Read on every query of a record (its locale, its translated attributes): found by uid, not searched for.
const SCHEMAS_BY_UID = new Map(SCHEMAS.map((schema) => [schema.uid, schema]));

/** Every content type of `src/api`, by folder name. */
export const contentTypeSchemas = (): readonly ContentTypeSchema[] => SCHEMAS;

/** The schema of a content type of `src/api`. */
export function contentTypeSchema(uid: UID.ContentType): ContentTypeSchema {
  const schema = SCHEMAS_BY_UID.get(uid);
  if (!schema) throw new Error(`No schema.json in ${API_DIR} declares ${uid}`);
  return schema;
}

/** The content type whose plural name is `pluralName`, if one is. */
export const contentTypeNamed = (pluralName: string): UID.ContentType | undefined =>
  SCHEMAS.find((schema) => schema.pluralName === pluralName)?.uid;
