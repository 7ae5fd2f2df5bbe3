import type { Modules, Schema, UID } from '@strapi/strapi';

/**
 * Rows as the query engine (`strapi.db.query`) and knex return them, typed from the generated
 * content types (cms/types/generated): each attribute's stored value, null where the schema does not
 * require it. The Document Service's own types describe its answers, not these rows: the drivers
 * differ in how they return numbers and times, which is why the serializers convert them.
 */

/** A date-time column: a Date (PostgreSQL), or a number or an ISO string (SQLite). */
export type StoredTimestamp = Date | string | number;

/** A media attribute populated with what the readers select (lib/records.ts); absent when not populated. */
type StoredMedia = { id: number; url: string } | null | undefined;

type StoredValue<A> = A extends { type: 'media' }
  ? StoredMedia
  : A extends { type: 'component'; component: infer C extends UID.Component; repeatable?: true }
    ? StoredComponentRow<C>[]
    : A extends { type: 'enumeration'; enum: readonly (infer E)[] }
      ? E
      : A extends { type: 'decimal' | 'float' }
        ? // PostgreSQL returns NUMERIC as a string.
          number | string
        : A extends { type: 'integer' }
          ? number
          : A extends { type: 'biginteger' }
            ? // The query engine answers big integers as decimal text, whatever the driver.
              string
            : A extends { type: 'boolean' }
              ? boolean
              : A extends { type: 'datetime' | 'timestamp' }
                ? StoredTimestamp
                : A extends { type: 'date' }
                  ? Date | string
                  : A extends { type: 'relation' }
                    ? unknown
                    : string;

type StoredAttributes<Attributes> = {
  [K in keyof Attributes]: Attributes[K] extends { type: 'media' }
    ? StoredMedia
    : Attributes[K] extends { required: true }
      ? StoredValue<Attributes[K]>
      : StoredValue<Attributes[K]> | null;
};

/** A content type's row; one type per content type even when given a union of them. */
export type StoredRow<T extends UID.ContentType> = T extends unknown
  ? { id: number; documentId: string; createdAt: StoredTimestamp; updatedAt: StoredTimestamp } & StoredAttributes<
      Schema.Attributes<T>
    >
  : never;

/** A component's row (a rate schedule's deposit rates, loan rates, charges). */
export type StoredComponentRow<C extends UID.Component> = { id: number } & StoredAttributes<Schema.Attributes<C>>;

type DocumentInput<T extends UID.ContentType> = Modules.Documents.Params.Data.Input<T>;

/** An input's fields, each also null; inside a repeatable component's rows too. */
type InputWithNulls<I> = {
  [K in keyof I]: NonNullable<I[K]> extends readonly (infer Row)[]
    ? { [F in keyof Row]: Row[F] | null }[] | I[K] | null
    : I[K] | null;
};

/**
 * Data for the Document Service that clears fields: an optional attribute is written as null (left
 * out, or undefined, it would keep its value). Strapi's generated input types have no null in them,
 * so the one cast from the data as written to that type is here.
 */
export const documentData = <T extends UID.ContentType>(
  _uid: T,
  data: InputWithNulls<DocumentInput<T>>,
): DocumentInput<T> => data as DocumentInput<T>;

/** The fields an update changes, as `documentData`. */
export const documentChanges = <T extends UID.ContentType>(
  _uid: T,
  data: InputWithNulls<Partial<DocumentInput<T>>>,
): Partial<DocumentInput<T>> => data as Partial<DocumentInput<T>>;

/**
 * The row a Document Service create answers with. It is the query engine's row, as read above, but
 * Strapi declares it with every field optional and the id as number or string: the one cast is here.
 */
export const createdRow = <T extends UID.ContentType>(_uid: T, document: Modules.Documents.AnyDocument): StoredRow<T> =>
  document as StoredRow<T>;

/** The id of the file in a row's media field, when populated. */
export function storedFileIdOf(row: Record<string, unknown>, field: string): number | undefined {
  const file = row[field];
  return typeof file === 'object' && file !== null && 'id' in file && typeof file.id === 'number' ? file.id : undefined;
}
