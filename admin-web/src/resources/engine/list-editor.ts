import {
  RESOURCE_RULES,
  TRANSLATED_FIELDS,
  translatedTexts,
  translatesFile,
  translationSchema,
  type MediaRule,
  type ResourceRule,
} from '@bank/shared';
import {
  endpointsOf,
  mediaOf,
  type FieldDefinition,
  type ResourceAlerts,
  type ResourceDefinition,
  type ResourceEndpoints,
  type ResourceTranslations,
} from './resource-definition';

type ListRules = typeof RESOURCE_RULES;

/** The form's words for the rule's file: its label ('Image' for a picture, 'Document (PDF)' for a PDF unless said), record key and update rule. */
interface MediaTexts {
  label?: string;
  recordKey?: string;
  requiredOnUpdate?: boolean;
}

/**
 * What a list editor's definition states itself; the rule gives the rest: the schema, the endpoints,
 * the bank's alerts, the file, and the field names (in the rule's order, each given its input here).
 */
export type ListEditorParts<R extends ResourceRule> = Pick<
  ResourceDefinition,
  | 'route'
  | 'order'
  | 'menuLabel'
  | 'publicPage'
  | 'title'
  | 'addLabel'
  | 'noun'
  | 'columns'
  | 'skipFirst'
  | 'translations'
  | 'ownsChange'
> & {
  /** Each of the rule's fields: its label and input. */
  fields: { readonly [name in R['fields'][number]]: Omit<FieldDefinition, 'name'> };
  /** Record key naming a row for screen readers; the rule's first field unless said. */
  nameKey?: string;
  /** Alerts beyond the rule's added, updated and deleted. */
  alerts?: Omit<ResourceAlerts, 'added' | 'updated' | 'deleted'>;
  /** Thumbnail size in the table, 50 px unless said. */
  thumbnailPx?: number;
  /** Endpoints where the server's routes are not the rule's path (circulars are pages). */
  endpoints?: Partial<ResourceEndpoints>;
  /** The resource as the activity log and change requests name it, where that is not the rule's path. */
  logName?: string;
} & (R['media'] extends MediaRule ? { media?: MediaTexts } : { media?: never });

/** The list editor of a rule not in RESOURCE_RULES (the circulars, which are pages), named `key`. */
export function listEditorOf<R extends ResourceRule>(
  key: string,
  rule: R,
  parts: ListEditorParts<R>,
): ResourceDefinition {
  const { fields, nameKey, alerts, thumbnailPx, endpoints, media, logName, ...texts } = parts;
  const fieldInputs: Record<string, Omit<FieldDefinition, 'name'>> = fields;
  return {
    ...texts,
    key,
    logName: logName ?? rule.path,
    nameKey: nameKey ?? rule.fields[0],
    fields: rule.fields.map((name) => ({ name, ...fieldInputs[name] })),
    media: rule.media
      ? mediaOf(rule, { label: rule.media.kind === 'image' ? 'Image' : 'Document (PDF)', ...media })
      : null,
    schema: rule.schema,
    example: rule.example,
    endpoints: { ...endpointsOf(rule), ...endpoints },
    alerts: { ...rule.alerts, ...alerts },
    thumbnailPx: thumbnailPx ?? 50,
  };
}

/**
 * Where and how the records of `rule` are written in the other languages: its `translated` fields
 * (those the form has) at `<recordPath(id)>/translations/:locale`, as multipart where a file may go
 * with them (or where the server takes only that), else JSON.
 */
export function translationsOf(
  rule: ResourceRule,
  translated: readonly string[],
  recordPath: (id: number) => string,
  body?: ResourceTranslations['body'],
): ResourceTranslations {
  const texts = translatedTexts(rule, translated).filter((name) => (rule.fields as readonly string[]).includes(name));
  const file = translatesFile(rule, translated);
  return {
    url: (id, locale) => `${recordPath(id)}/translations/${locale}`,
    texts,
    file,
    body: body ?? (file ? 'multipart' : 'json'),
    schema: translationSchema(rule, texts),
  };
}

/** The list editor of the shared rule `RESOURCE_RULES[key]`: a definition states only what differs from the rule. */
export function listEditor<K extends keyof ListRules>(
  key: K,
  parts: ListEditorParts<ListRules[K]>,
): ResourceDefinition {
  const rule = RESOURCE_RULES[key];
  return listEditorOf(key, rule, {
    translations: translationsOf(rule, TRANSLATED_FIELDS[key], (id) => `/admin/${rule.path}/${id}`),
    ...parts,
  });
}
