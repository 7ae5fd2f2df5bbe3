import { object } from 'yup';
import { imageRequired, requiredText, type ResourceRule } from './rule';

export interface Service {
  id: number;
  name: string;
  description: string;
  image: string | null;
  created_at: string;
  updated_at: string;
}

export const serviceSchema = object({
  name: requiredText('Name'),
  description: requiredText('Description', undefined, 10000),
});

export const servicesRule = {
  path: 'services',
  fields: ['name', 'description'],
  schema: serviceSchema,
  media: imageRequired(),
  updateMethod: 'POST',
  body: 'multipart',
  alerts: { added: 'New Service Added', updated: 'Service Updated', deleted: 'Service Deleted' },
  example: { name: 'Safe Deposit Vault', description: 'Safe deposit lockers.' },
} as const satisfies ResourceRule;
