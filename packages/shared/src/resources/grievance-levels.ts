import { boolean, number, object } from 'yup';
import { emailAddress, optionalText, requiredText, type ResourceRule } from './rule';

/** One level of the bank's grievance redressal: whom a member writes to, in order, and how soon they answer. */
export interface GrievanceLevel {
  id: number;
  level: number;
  title: string;
  officer: string;
  designation: string;
  phone: string;
  email: string;
  address: string;
  response_days: number;
  /** The officer RBI's Ombudsman scheme names as the bank's Principal Nodal Officer. */
  principal_nodal_officer: boolean;
}

export const grievanceLevelSchema = object({
  level: number()
    .label('Level')
    .typeError('Level must be a number')
    .required()
    .integer('Level must be a whole number')
    .min(1)
    .max(9),
  title: requiredText('Title'),
  officer: requiredText('Officer'),
  designation: requiredText('Designation'),
  phone: requiredText('Phone', undefined, 40),
  email: emailAddress('E-mail', 254).required(),
  address: optionalText('Address', 500),
  response_days: number()
    .label('Days to reply')
    .typeError('Days to reply must be a number')
    .required()
    .integer('Days to reply must be a whole number')
    .min(1)
    .max(90),
  principal_nodal_officer: boolean().label('Principal Nodal Officer').default(false),
});

export const grievanceLevelsRule = {
  path: 'grievance-levels',
  fields: [
    'level',
    'title',
    'officer',
    'designation',
    'phone',
    'email',
    'address',
    'response_days',
    'principal_nodal_officer',
  ],
  schema: grievanceLevelSchema,
  media: null,
  updateMethod: 'PUT',
  body: 'json',
  alerts: { added: 'Grievance Level Added', updated: 'Grievance Level Updated', deleted: 'Grievance Level Deleted' },
  // A level after the demo content's three, and not the Principal Nodal Officer, who is one.
  example: {
    level: 4,
    title: 'Appellate Authority',
    officer: 'Shri. Suresh V. Limaye',
    designation: 'Chief Executive Officer',
    phone: '020-2545 6705',
    email: 'ceo@vishwasbank.in',
    address: 'Vishwas Bhavan, 214 Karve Road, Kothrud, Pune 411038',
    response_days: 30,
    principal_nodal_officer: false,
  },
} as const satisfies ResourceRule;
