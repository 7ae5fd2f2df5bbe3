import type { ListResource } from '../../src/content/list-resource';
import { LIST_RESOURCES } from '../../src/resources';
import type { ApiClient, FormFields, UploadFile } from './api';
import { samplePdf } from './api';
import { imageFile } from './fixtures';
import { mediaRecordKey, recordKeys, requiredFields, tableOf } from './registry';

/**
 * Every admin list resource of the API as the tests drive it: its table, the fields of a valid
 * record, an edit, the exact keys of its answer, and where its file goes.
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

/** A record each admin list resource takes, and an edit of it: what the registry cannot say. */
interface ResourceSample {
  /** The text fields of a valid record. */
  fields: Record<string, unknown>;
  /** The record's file, when its rule has one (the formats vary so that each accepted one is sent). */
  file?: () => Promise<UploadFile> | UploadFile;
  edit: Record<string, string | number>;
}

/** One sample per list resource of the registry, by its path; a resource without one fails every suite that drives the resources. */
const RESOURCE_SAMPLES: Record<string, ResourceSample> = {
  jobs: {
    fields: { title: 'Branch Manager', designation: 'Scale II Officer', experience: 8, qualification: 'Graduate with JAIIB/CAIIB', description: 'Leads a branch of the bank.' },
    edit: { designation: 'Scale III Officer' },
  },
  news: {
    fields: { title: 'Annual General Meeting', content: 'The AGM was held.', date: '2026-09-14' },
    file: () => imageFile('jpeg'),
    edit: { title: 'Annual General Meeting 2026' },
  },
  services: { fields: { name: 'Locker Facility', description: 'Safe deposit lockers.' }, file: () => imageFile('png'), edit: { description: 'Safe deposit lockers in three sizes.' } },
  deposits: { fields: { name: 'Fixed Deposit', details: '15 days to 10 years.', interest_rate: '7.25' }, file: () => imageFile('webp'), edit: { interest_rate: '7.5' } },
  loans: { fields: { name: 'Gold Loan', details: 'Against gold ornaments.', interest_rate: '8' }, file: () => imageFile('gif'), edit: { name: 'Gold Loan (Agri)' } },
  awards: {
    fields: { title: 'Best Urban Bank 2025', description: 'Awarded by the federation.' },
    file: () => imageFile('jpeg'),
    edit: { description: 'Awarded by the state federation.' },
  },
  management: { fields: { name: 'Sunita Deshpande', title: 'Chairperson' }, file: () => imageFile('jpeg'), edit: { title: 'Vice Chairperson' } },
  gallery: { fields: { name: 'Branch inauguration' }, file: () => imageFile('png'), edit: { name: 'Kothrud branch inauguration' } },
  documents: { fields: { title: 'Annual Report 2025-26' }, file: () => samplePdf('annual-report.pdf'), edit: { title: 'Annual Report 2025-26 (audited)' } },
  branches: {
    fields: {
      name: 'Baner Branch',
      address: 'Survey 12, Baner Road, Pune 411045',
      city: 'Pune',
      ifsc: 'VCUB0000012',
      micr: '411245012',
      phones: '020-2729 1100\n+91 98220 45682 (mobile)',
      emails: 'baner@vishwasbank.in',
      hours: '9.30 am to 5:00 pm',
      latitude: '18.559',
      longitude: '73.7868',
      head_office: false,
    },
    edit: { city: 'Pune City' },
  },
  'grievance-levels': {
    fields: {
      level: 1,
      title: 'Branch Manager',
      officer: 'Manager of your branch',
      designation: 'Branch Manager',
      phone: '020-2447 3310',
      email: 'branch@vishwasbank.in',
      address: 'Your branch',
      response_days: 10,
      principal_nodal_officer: false,
    },
    edit: { response_days: 7 },
  },
};

function resourceCase(resource: ListResource): ResourceCase {
  const { rule } = resource;
  const sample = RESOURCE_SAMPLES[rule.path];
  if (!sample) throw new Error(`No sample record for the list resource '${rule.path}': add one to RESOURCE_SAMPLES in cms/tests/support/resources.ts`);
  const { media } = rule;
  if (Boolean(media) !== Boolean(sample.file)) throw new Error(`The sample of '${rule.path}' must have a file exactly when its rule has media`);
  return {
    path: rule.path,
    table: tableOf(resource.uid),
    body: rule.body,
    updateMethod: rule.updateMethod,
    keys: recordKeys(resource),
    valid: async () => ({ ...sample.fields, ...(media && sample.file ? { [media.field]: await sample.file() } : {}) }),
    edit: sample.edit,
    media: media ? { field: media.field, responseKey: mediaRecordKey(resource)!, kind: media.kind, required: media.requiredOnCreate } : undefined,
    requiredFields: requiredFields(rule),
  };
}

const unknownSamples = Object.keys(RESOURCE_SAMPLES).filter((key) => !LIST_RESOURCES.some(({ rule }) => rule.path === key));
if (unknownSamples.length > 0) throw new Error(`RESOURCE_SAMPLES has records for no list resource of the registry: ${unknownSamples.join(', ')}`);

/** Every list resource of the registry (src/resources.ts) with its sample record. */
export const RESOURCE_CASES: ResourceCase[] = LIST_RESOURCES.map(resourceCase);

/** Sends a record the way the back office does: JSON for jobs, multipart for the rest. */
export function sendRecord(api: ApiClient, token: string, resource: ResourceCase, method: string, path: string, fields: Record<string, unknown>) {
  return resource.body === 'json' ? api.json(method, path, fields, token) : api.form(method, path, fields as FormFields, token);
}
