import { object, string } from 'yup';
import { LOGIN_MESSAGES } from './messages';
import { LOGIN_EMAIL_PATTERN } from './patterns';

/**
 * The back-office sign-in form, used by the sign-in screen and by the server before it looks up
 * anyone. Each resource's own form schema sits with its record type in resources/.
 */
export const loginSchema = object({
  email: string().required(LOGIN_MESSAGES.required).matches(LOGIN_EMAIL_PATTERN, LOGIN_MESSAGES.invalidEmail),
  password: string().required(LOGIN_MESSAGES.required).max(200),
});
