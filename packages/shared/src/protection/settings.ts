import { boolean, number, object, string } from 'yup';
import { emailAddress } from '../resources/rule';

export * from './notices';

export const protectionSettingsSchema = object({
  ombudsman_covered: boolean().label('Covered by the Ombudsman scheme').required(),
  dicgc_cover_rupees: number()
    .label('DICGC cover (Rs)')
    .typeError('DICGC cover must be a number of rupees')
    .required()
    .integer()
    .min(100000)
    .max(100000000),
  fraud_phone: string().label('24x7 phone').max(40).default(''),
  fraud_email: emailAddress('24x7 e-mail', 254).default(''),
});

export const PROTECTION_SETTINGS_FIELDS = [
  'ombudsman_covered',
  'dicgc_cover_rupees',
  'fraud_phone',
  'fraud_email',
] as const;
