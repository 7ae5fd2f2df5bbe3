import { object } from 'yup';
import { imageRequired, requiredText, type ResourceRule } from './rule';

/** An award or achievement of the bank. */
export interface Award {
  id: number;
  title: string;
  description: string;
  image: string | null;
}

export const awardSchema = object({
  title: requiredText('Title'),
  description: requiredText('Description', undefined, 10000),
});

export const awardsRule = {
  path: 'awards',
  fields: ['title', 'description'],
  schema: awardSchema,
  media: imageRequired(),
  updateMethod: 'POST',
  body: 'multipart',
  alerts: { added: 'New Award Added', updated: 'Award Updated', deleted: 'Award Deleted' },
  example: { title: 'Best Urban Bank 2025', description: 'Awarded by the federation.' },
} as const satisfies ResourceRule;
