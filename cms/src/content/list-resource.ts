import type { UID } from '@strapi/strapi';
import { DEFAULT_LOCALE, RECORD_VERSION_FIELD, type ResourceRule, type SiteLocale } from '@bank/shared';
import type { StoredRow, StoredTimestamp } from '../lib/stored-rows';
import { nowMs } from '../lib/clock';
import { contentTypeNamed, contentTypeSchema } from './content-type-schemas';
import { inLocale, isTranslated, localesOf } from './locales';
import { createRecordReader } from './records';
import { versionsOf } from './record-versions';
import { isoTimestamp, ruleRecord } from './serializers';

type Order = Record<string, 'asc' | 'desc'>;

/**
 * One list resource of the site: where it is stored, the shared rule (its path under /api and
 * /api/admin, fields, schema, file), its order, and the record it is answered as; made from the rule
 * and what differs (`listResourceOf`). Its admin routes and controller (resource-routes.ts), its
 * public read and place in the public cache (reads/public-reads.ts) and its demo content (seed/) are
 * all derived from it.
 *
 * Its functions are declared as methods: TypeScript compares a method's parameters both ways, so a
 * resource of one content type and record (`ListResource<Deposit, 'api::deposit.deposit'>`) takes its
 * place in the registry of all of them (`ListResource`), whose users pass the rows of that same type.
 */
export interface ListResource<R = unknown, T extends UID.ContentType = UID.ContentType> {
  uid: T;
  rule: ResourceRule;
  orderBy: Order | Order[];
  /** A database row (media populated) as the record the API answers with. */
  serialize(row: StoredRow<T>): R;
  /**
   * The record the back office is answered with: the public one and the rule's unpublish field (an
   * ISO instant or null), which the public answers never carry; the public record where there is none.
   */
  serializeForStaff(row: StoredRow<T>): R;
  /** The record field that names it: the stored file's alternative text. */
  labelField: string;
  /** The key of its demo records in scripts/seed-assets/content.json, when not the rule's path. */
  seedKey?: string;
  /** The demo record's name for its file, when not the content type's (news: `image`). */
  seedFileKey?: string;
  /** Fills in what the records show from elsewhere (a card's rate from the schedule in force). */
  complete?(records: R[]): Promise<R[]>;
  /** A check beyond the shared schema that needs the database (a card's product in the schedule in force); throws the 400. */
  checkInput?(values: Record<string, unknown>, existing: Record<string, unknown> | null): Promise<void>;
}

/** What a list resource states beyond its shared rule, where it differs from what the rule and its content type give. */
export type ResourceDifferences<R = unknown, T extends UID.ContentType = UID.ContentType> = Partial<
  Omit<ListResource<R, T>, 'rule'>
>;

/**
 * A list resource from its shared rule and what differs: its content type is the one whose plural
 * name is the rule's path, its record `id`, the rule's fields and its file (serializers.ts'
 * `ruleRecord`), its order by id, and the rule's first field names it.
 */
export function listResourceOf(rule: ResourceRule, differences: ResourceDifferences): ListResource {
  const uid = differences.uid ?? contentTypeNamed(rule.path);
  if (!uid)
    throw new Error(
      `No content type's plural name is '${rule.path}': state the uid of /api/${rule.path} in the registry's differences (resources.ts)`,
    );
  const serialize = differences.serialize ?? ruleRecord(rule, contentTypeSchema(uid));
  const { unpublishField } = rule;
  return {
    ...differences,
    uid,
    rule,
    orderBy: differences.orderBy ?? { id: 'asc' },
    labelField: differences.labelField ?? rule.fields[0],
    serialize,
    serializeForStaff: unpublishField
      ? (row) => ({
          ...(serialize(row) as object),
          // A datetime attribute of the content type, as the rule declares it.
          [unpublishField]: isoTimestamp((row as Record<string, unknown>)[unpublishField] as Timestamp),
        })
      : serialize,
  };
}

type Timestamp = StoredTimestamp | null | undefined;

/**
 * The query-engine condition of the records a visitor may see now (lib/clock.ts): those whose
 * unpublish time (the rule's `unpublishField`) is unset or still ahead; every record when the
 * resource has none.
 */
function visibleNow(rule: ResourceRule): Record<string, unknown> {
  const field = rule.unpublishField;
  if (!field) return {};
  return { $or: [{ [field]: { $null: true } }, { [field]: { $gt: new Date(nowMs()).toISOString() } }] };
}

/** The records' readers of a list, in its order. */
export function listReaders<R>(resource: ListResource<R>) {
  const records = createRecordReader(resource.uid, resource.rule.media ? [resource.rule.media.field] : []);
  const complete = resource.complete ?? (async (list: R[]) => list);
  const read = async (where: Record<string, unknown>, serialize: (row: StoredRow<UID.ContentType>) => R) =>
    complete((await records.findMany({ where, orderBy: resource.orderBy })).map(serialize));
  return {
    /**
     * For visitors (the public read, the server renderer's data): those visible now, as the public
     * record; in Marathi or Hindi each in its translation where it has one, and saying which locale
     * it came in (English answers stay the contract's records).
     */
    visible: async (locale: SiteLocale = DEFAULT_LOCALE): Promise<R[]> => {
      if (locale === DEFAULT_LOCALE) return read(visibleNow(resource.rule), resource.serialize);
      const rows = await records.findMany({ where: visibleNow(resource.rule), orderBy: resource.orderBy });
      const translated = await inLocale(resource.uid, rows, locale, records.populate);
      return complete(translated.map((row) => ({ ...(resource.serialize(row) as object), locale: row.locale }) as R));
    },
    /**
     * For the back office: all of them (those past their unpublish time too), as the public record or
     * the staff's, which also says the locales each record has (`locales`, English first) and its
     * version (`version`: an update sends it back, changes/sent-version.ts).
     */
    all: async (view: 'record' | 'staff'): Promise<R[]> => {
      if (view === 'record') return read({}, resource.serialize);
      const rows = await records.findMany({ orderBy: resource.orderBy });
      const localesOfRow = await localesOf(resource.uid, rows);
      const versions = await versionsOf(
        resource.uid,
        rows.map((row) => String(row.documentId)),
      );
      const withLocales = rows.map(
        (row) =>
          ({
            ...(resource.serializeForStaff(row) as object),
            ...(isTranslated(resource.uid) ? { locales: localesOfRow(row) } : {}),
            [RECORD_VERSION_FIELD]: versions.get(String(row.documentId)),
          }) as R,
      );
      return complete(withLocales);
    },
  };
}

/** The records a public list answers with in a locale: the controller's answer and the server renderer's data alike. */
export const listReader = <R>(resource: ListResource<R>): ((locale?: SiteLocale) => Promise<R[]>) =>
  listReaders(resource).visible;
