import type { TranslatedField, TranslationTarget } from '../../lib/translations';
import type { ResourceRecord } from './resource-api';
import {
  acceptOf,
  fileProblem,
  type FieldDefinition,
  type ResourceDefinition,
  type ResourceTranslations,
} from './resource-definition';

const inputKind = (field: FieldDefinition): TranslatedField['kind'] =>
  field.kind === 'textarea' || field.kind === 'number' ? field.kind : 'text';

/** The form's fields a language translates, with their English labels and inputs. */
const translatedFieldsOf = (definition: ResourceDefinition, translations: ResourceTranslations) =>
  definition.fields.filter((field) => translations.texts.includes(field.name));

/** A record's languages as the translation form reads and writes them. */
export function translationTarget(
  definition: ResourceDefinition,
  translations: ResourceTranslations,
  record: ResourceRecord,
): TranslationTarget {
  const { media } = definition;
  return {
    url: (locale) => translations.url(record.id, locale),
    fields: translatedFieldsOf(definition, translations).map((field) => ({
      name: field.name,
      label: field.label,
      kind: inputKind(field),
    })),
    file:
      translations.file && media
        ? {
            field: media.field,
            label: media.label,
            accept: acceptOf(media.kind),
            problem: (file) => fileProblem(media.kind, file),
          }
        : undefined,
    multipart: translations.body === 'multipart',
    schema: translations.schema,
  };
}

/** The English record's translated texts as its form shows them: what 'Copy from English' fills in. */
export const englishTexts = (
  definition: ResourceDefinition,
  translations: ResourceTranslations,
  record: ResourceRecord,
): Record<string, string> =>
  Object.fromEntries(
    translatedFieldsOf(definition, translations).map((field) => [
      field.name,
      field.toInput ? field.toInput(record[field.name]) : String(record[field.name] ?? ''),
    ]),
  );
