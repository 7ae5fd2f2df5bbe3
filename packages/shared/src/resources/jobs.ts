import { number, object } from 'yup';
// A form starts experience at EXPERIENCE_DEFAULT (constants.ts); a request without it is refused.
import { EXPERIENCE_MAX, EXPERIENCE_MIN } from '../constants';
import { requiredText, type ResourceRule } from './rule';

/** A vacancy on the Career page. */
export interface Job {
  id: number;
  title: string;
  designation: string;
  experience: number;
  qualification: string;
  description: string;
}

export const jobSchema = object({
  title: requiredText('Title'),
  designation: requiredText('Designation'),
  experience: number()
    .label('Experience')
    .typeError('Experience must be a number')
    .required()
    .integer('Experience must be a whole number of years')
    .min(EXPERIENCE_MIN)
    .max(EXPERIENCE_MAX),
  qualification: requiredText('Qualification'),
  description: requiredText('Description', undefined, 10000),
});

export const jobsRule = {
  path: 'jobs',
  fields: ['title', 'designation', 'experience', 'qualification', 'description'],
  schema: jobSchema,
  media: null,
  updateMethod: 'PUT',
  body: 'json',
  alerts: {
    added: 'New Job Role Added Successfully',
    updated: 'Job Role Updated Successfully',
    deleted: 'Job Role Deleted Successfully',
  },
  // JSON: experience goes as a number.
  example: {
    title: 'Recovery Officer',
    designation: 'Scale I Officer',
    experience: 5,
    qualification: 'Graduate with JAIIB/CAIIB',
    description: 'Follows up the overdue loans of a branch.',
  },
} as const satisfies ResourceRule;
