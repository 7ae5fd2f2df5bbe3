import { editedText, textFieldsOf, type MediaRule, type ResourceRule } from '@bank/shared';
import type { ListResource } from '../../src/content/list-resource';
import { LIST_RESOURCES } from '../../src/resources';
import type { ApiClient, FormFields, UploadFile } from './api';
import { samplePdf } from './api';
import { imageFile } from './fixtures';
import { mediaRecordKey, recordKeys, requiredFields, tableOf } from './registry';

/**
 * Every admin list resource of the API as the tests drive it: its table, the fields of a valid
 * record (its rule's example and a file), an edit, the exact keys of its answer, and where its file goes.
 */
export interface ResourceCase {
  path: string;
  table: string;
  body: 'json' | 'multipart';
  updateMethod: 'POST' | 'PUT';
  keys: string[];
  valid: () => Promise<FormFields | Record<string, unknown>>;
  edit: Record<string, string | number>;
  /** The form field of the file, the answer's key for its URL, and its kind. */
  media?: { field: string; responseKey: string; kind: 'image' | 'pdf'; required: boolean };
  /** The text fields the form requires, each left out in turn in the validation cases. */
  requiredFields: string[];
}

/** The image formats the API takes: the resources with a picture send them in turn, so that each is sent. */
const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

/** The file of a new record: a PDF, or a picture in its turn's format. */
async function sampleFile(rule: ResourceRule, media: MediaRule, turn: number): Promise<UploadFile> {
  return media.kind === 'pdf' ? samplePdf(`${rule.path}.pdf`) : imageFile(IMAGE_FORMATS[turn % IMAGE_FORMATS.length]);
}

/** The edit of the rule's example: its first text field marked as edited. */
function sampleEdit(rule: ResourceRule): Record<string, string> {
  const [field] = textFieldsOf(rule);
  if (!field) throw new Error(`The rule of '${rule.path}' has no text field for the tests to edit`);
  return { [field]: editedText(rule.schema, field, String(rule.example[field])) };
}

function resourceCase(resource: ListResource, pictureTurn: number): ResourceCase {
  const { rule } = resource;
  const { media } = rule;
  return {
    path: rule.path,
    table: tableOf(resource.uid),
    body: rule.body,
    updateMethod: rule.updateMethod,
    keys: recordKeys(resource),
    valid: async () => ({
      ...rule.example,
      ...(media ? { [media.field]: await sampleFile(rule, media, pictureTurn) } : {}),
    }),
    edit: sampleEdit(rule),
    media: media
      ? {
          field: media.field,
          responseKey: mediaRecordKey(resource)!,
          kind: media.kind,
          required: media.requiredOnCreate,
        }
      : undefined,
    requiredFields: requiredFields(rule),
  };
}

/** Every list resource of the registry (src/resources.ts) with its rule's example record. */
export const RESOURCE_CASES: ResourceCase[] = LIST_RESOURCES.map((resource, index) =>
  resourceCase(resource, LIST_RESOURCES.slice(0, index).filter(({ rule }) => rule.media?.kind === 'image').length),
);

/** Sends a record the way the back office does: JSON for jobs, multipart for the rest. */
export function sendRecord(
  api: ApiClient,
  token: string,
  resource: ResourceCase,
  method: string,
  path: string,
  fields: Record<string, unknown>,
) {
  return resource.body === 'json'
    ? api.json(method, path, fields, token)
    : api.form(method, path, fields as FormFields, token);
}
