import type { ApiClient, FormFields } from './api';
import { samplePdf } from './api';
import { imageFile } from './fixtures';

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

const image = (field = 'image', responseKey = 'image', required = true) => ({ field, responseKey, kind: 'image' as const, required });

/** Deposits and loans share one shape: name, details, interest rate, picture. */
function rateProductCase(
  path: 'deposits' | 'loans',
  fields: { name: string; details: string; interest_rate: string },
  format: 'jpeg' | 'png' | 'gif' | 'webp',
  edit: Record<string, string>,
): ResourceCase {
  return {
    path,
    table: path,
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'name', 'details', 'rate_product', 'interest_rate', 'image'],
    valid: async () => ({ ...fields, image: await imageFile(format) }),
    edit,
    media: image(),
    requiredFields: ['name', 'details', 'interest_rate'],
  };
}

export const RESOURCE_CASES: ResourceCase[] = [
  {
    path: 'jobs',
    table: 'jobs',
    body: 'json',
    updateMethod: 'PUT',
    keys: ['id', 'title', 'designation', 'experience', 'qualification', 'description'],
    valid: async () => ({
      title: 'Branch Manager',
      designation: 'Scale II Officer',
      experience: 8,
      qualification: 'Graduate with JAIIB/CAIIB',
      description: 'Leads a branch of the bank.',
    }),
    edit: { designation: 'Scale III Officer' },
    requiredFields: ['title', 'designation', 'experience', 'qualification', 'description'],
  },
  {
    path: 'news',
    table: 'news',
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'title', 'content', 'date', 'document_path'],
    valid: async () => ({ title: 'Annual General Meeting', content: 'The AGM was held.', date: '2026-09-14', document: await imageFile('jpeg') }),
    edit: { title: 'Annual General Meeting 2026' },
    media: image('document', 'document_path', false),
    requiredFields: ['title', 'content', 'date'],
  },
  {
    path: 'services',
    table: 'services',
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'name', 'description', 'image', 'created_at', 'updated_at'],
    valid: async () => ({ name: 'Locker Facility', description: 'Safe deposit lockers.', image: await imageFile('png') }),
    edit: { description: 'Safe deposit lockers in three sizes.' },
    media: image(),
    requiredFields: ['name', 'description'],
  },
  rateProductCase('deposits', { name: 'Fixed Deposit', details: '15 days to 10 years.', interest_rate: '7.25' }, 'webp', { interest_rate: '7.5' }),
  rateProductCase('loans', { name: 'Gold Loan', details: 'Against gold ornaments.', interest_rate: '8' }, 'gif', { name: 'Gold Loan (Agri)' }),
  {
    path: 'awards',
    table: 'awards',
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'title', 'description', 'image'],
    valid: async () => ({ title: 'Best Urban Bank 2025', description: 'Awarded by the federation.', image: await imageFile('jpeg') }),
    edit: { description: 'Awarded by the state federation.' },
    media: image(),
    requiredFields: ['title', 'description'],
  },
  {
    path: 'management',
    table: 'management_members',
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'name', 'title', 'image'],
    valid: async () => ({ name: 'Sunita Deshpande', title: 'Chairperson', image: await imageFile('jpeg') }),
    edit: { title: 'Vice Chairperson' },
    media: image(),
    requiredFields: ['name', 'title'],
  },
  {
    path: 'gallery',
    table: 'gallery_items',
    body: 'multipart',
    updateMethod: 'POST',
    keys: ['id', 'name', 'image'],
    valid: async () => ({ name: 'Branch inauguration', image: await imageFile('png') }),
    edit: { name: 'Kothrud branch inauguration' },
    media: image(),
    requiredFields: ['name'],
  },
  {
    path: 'documents',
    table: 'published_documents',
    body: 'multipart',
    updateMethod: 'PUT',
    keys: ['id', 'title', 'document'],
    valid: async () => ({ title: 'Annual Report 2025-26', document: samplePdf('annual-report.pdf') }),
    edit: { title: 'Annual Report 2025-26 (audited)' },
    media: { field: 'document', responseKey: 'document', kind: 'pdf', required: true },
    requiredFields: ['title'],
  },
  {
    path: 'branches',
    table: 'branches',
    body: 'json',
    updateMethod: 'PUT',
    keys: ['id', 'name', 'address', 'city', 'ifsc', 'micr', 'phones', 'emails', 'hours', 'latitude', 'longitude', 'head_office'],
    valid: async () => ({
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
    }),
    edit: { city: 'Pune City' },
    requiredFields: ['name', 'address', 'city', 'ifsc', 'micr', 'phones', 'hours'],
  },
  {
    path: 'grievance-levels',
    table: 'grievance_levels',
    body: 'json',
    updateMethod: 'PUT',
    keys: ['id', 'level', 'title', 'officer', 'designation', 'phone', 'email', 'address', 'response_days', 'principal_nodal_officer'],
    valid: async () => ({
      level: 1,
      title: 'Branch Manager',
      officer: 'Manager of your branch',
      designation: 'Branch Manager',
      phone: '020-2447 3310',
      email: 'branch@vishwasbank.in',
      address: 'Your branch',
      response_days: 10,
      principal_nodal_officer: false,
    }),
    edit: { response_days: 7 },
    requiredFields: ['level', 'title', 'officer', 'designation', 'phone', 'email', 'response_days'],
  },
];

/** Sends a record the way the back office does: JSON for jobs, multipart for the rest. */
export function sendRecord(api: ApiClient, token: string, resource: ResourceCase, method: string, path: string, fields: Record<string, unknown>) {
  return resource.body === 'json' ? api.json(method, path, fields, token) : api.form(method, path, fields as FormFields, token);
}
