import { mixed, object, string } from 'yup';
import { LOGIN_EMAIL_PATTERN } from '../patterns';
import { STAFF_ROLES, type StaffRole } from './roles';

/** A password's length bounds; what makes one guessable is judged on the server (docs/api.md, Staff accounts and sessions). */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

export const STAFF_MESSAGES = {
  passwordTooShort: `Use at least ${PASSWORD_LENGTH.min} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_LENGTH.max} characters.`,
  codeFormat: 'Enter the 6-digit code, or a recovery code.',
  sessionEnded: 'Your session has ended; please sign in again.',
  tooManyAttempts: 'Too many attempts. Try again in 15 minutes.',
  lastAdministrator: 'The last unblocked Administrator cannot be blocked, demoted or deleted.',
  forbidden: 'Your role does not allow this.',
  ownAccount: 'You cannot block or delete your own account; another Administrator can.',
  emailTaken: 'An account with this e-mail address already exists.',
  linkNotValid: 'This link is not valid or has already been used. Ask an Administrator for a new one.',
  linkExpired: 'This link has expired: links are valid for 24 hours. Ask an Administrator for a new one.',
  passwordSet: 'Your password is set. Sign in with it now.',
  passwordChanged: 'Your password is changed, and your other sessions have ended.',
  currentPasswordWrong: 'This is not your current password.',
  passwordUsedBefore: 'Choose a password you have not used lately: it must differ from your last five.',
  passwordGuessable: (why: string) => `This password is too easy to guess. ${why}`.trim(),
  passwordHasEmailName: 'The password must not contain the name of your e-mail address.',
  passwordHasBankName: "The password must not contain the bank's name.",
  accountDeleted: 'The account is deleted.',
  sessionsEnded: 'Every session of the account has ended.',
  otherSessionsEnded: 'Your other sessions have ended.',
  lockoutLifted: 'The lockout is lifted: the account may sign in again.',
  appCodeFormat: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right, or was used already.',
  signInExpired: 'The sign-in has expired. Sign in again.',
  twoStepAlreadyOn: 'Two-step sign-in is already on for this account.',
  twoStepOff: 'Two-step sign-in is not on for this account.',
  twoStepReset: 'Two-step sign-in is reset and every session of the account has ended.',
} as const;

/** A new password, as set-password, change-password and the first Administrator take it. */
export const newPasswordRule = string()
  .required('Enter a password.')
  .min(PASSWORD_LENGTH.min, STAFF_MESSAGES.passwordTooShort)
  .max(PASSWORD_LENGTH.max, STAFF_MESSAGES.passwordTooLong);

/** POST /api/admin/users */
export const newStaffAccountSchema = object({
  email: string()
    .trim()
    .required('Enter an e-mail address.')
    .matches(LOGIN_EMAIL_PATTERN, 'Enter a valid e-mail address.'),
  name: string().trim().required('Enter a name.').max(100),
  role: mixed<StaffRole>().oneOf(STAFF_ROLES, 'Choose a role.').required('Choose a role.'),
});

/** Why an Administrator blocks an account, kept with it while it is blocked. */
export const blockedNoteRule = string().trim().max(500, 'Keep the reason to 500 characters.');

/**
 * PUT /api/admin/users/{id}: any of name, role, blocked, and with blocked: true the reason
 * (`blocked_note`; the back office asks for one, the API takes a block without).
 */
export const staffAccountChangeSchema = object({
  name: string().trim().min(1, 'Enter a name.').max(100),
  role: mixed<StaffRole>().oneOf(STAFF_ROLES, 'Choose a role.'),
  blocked: mixed<boolean>().oneOf([true, false]),
  blocked_note: blockedNoteRule,
}).noUnknown('Only name, role, blocked and blocked_note can be changed.');

/** POST /api/admin/set-password */
export const setPasswordSchema = object({
  token: string().required('This link is not valid.'),
  password: newPasswordRule,
});

/** POST /api/admin/account/password */
export const changePasswordSchema = object({
  current_password: string().required('Enter your current password.').max(200),
  password: newPasswordRule,
});

/** A second-step code: six digits from the app, or a recovery code (letters and digits, hyphen optional). */
export const twoStepCodeRule = string()
  .trim()
  .required(STAFF_MESSAGES.codeFormat)
  .matches(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, STAFF_MESSAGES.codeFormat);

/** The first code of a new authenticator: six digits from the app (no recovery code exists yet). */
const appCodeRule = string()
  .trim()
  .required(STAFF_MESSAGES.appCodeFormat)
  .matches(/^\d{6}$/, STAFF_MESSAGES.appCodeFormat);

/** The challenge the password step answered (43 characters); anything else is no challenge. */
const challengeRule = string().required(STAFF_MESSAGES.signInExpired).max(200, STAFF_MESSAGES.signInExpired);

/** POST /api/admin/login/code: the challenge and a code from the app or a recovery code. */
export const signInCodeSchema = object({ challenge: challengeRule, code: twoStepCodeRule });

/** POST /api/admin/two-step/enrol: the challenge of an account that must set two-step sign-in up. */
export const enrolmentSchema = object({ challenge: challengeRule });

/** POST /api/admin/two-step/confirm: that challenge and the app's first code. */
export const enrolmentCodeSchema = object({ challenge: challengeRule, code: appCodeRule });

/** POST /api/admin/account/two-step and /two-step/recovery-codes: the password asked again. */
export const passwordAgainSchema = object({
  password: string().required('Enter your password.').max(200),
});

/** POST /api/admin/account/two-step/confirm: the app's first code. */
export const twoStepConfirmSchema = object({ code: appCodeRule });

/** The signed-in person, as GET /api/admin/account answers. */
export interface StaffAccountSelf {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  two_step: boolean;
  /**
   * Only in GET /api/admin/account: whether this server makes every account sign in with two steps
   * (TWO_STEP_REQUIRED), so that the back office says what a reset of someone's two-step sign-in does.
   */
  two_step_required?: boolean;
}

/** An account as the Users screen lists it (GET /api/admin/users). */
export interface StaffAccount extends StaffAccountSelf {
  blocked: boolean;
  /** Why it is blocked: by an Administrator, or by itself after BACKOFFICE_DORMANT_DAYS unused. */
  blocked_reason: 'administrator' | 'dormant' | null;
  /** What the Administrator who blocked it said of why; null when not blocked, or blocked without a word. */
  blocked_note: string | null;
  last_sign_in_at: string | null;
  /** Until when its e-mail is locked out after too many failed attempts; null when it is not. */
  locked_until: string | null;
  created_at: string;
}

/** POST /api/admin/users answers this, once: the link is shown only now. */
export interface CreatedStaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  set_password_link: string;
}

/** The contract's token answer. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** POST /api/admin/login: a token, or the second step an account with two-step sign-in must take. */
export type SignInAnswer = TokenAnswer | { two_step: 'code' | 'enrol'; challenge: string };

/** New recovery codes, shown this once (each signs in once without the phone). */
export interface RecoveryCodesAnswer {
  recovery_codes: string[];
}

/** POST /api/admin/two-step/confirm: the token of the sign-in that turned two-step sign-in on, and its recovery codes. */
export type EnrolledAnswer = TokenAnswer & RecoveryCodesAnswer;

/** Two-step enrolment: the secret as authenticator apps take it, its otpauth:// URI and a QR code (SVG). */
export interface TwoStepEnrolment {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

/** One of the signed-in person's sessions (GET /api/admin/account/sessions). */
export interface StaffSession {
  id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  browser: string | null;
  current: boolean;
}

/** GET /api/admin/account/session: when the current session ends, idle or not. */
export interface SessionTimes {
  idle_seconds: number;
  idle_ends_at: string;
  ends_at: string;
}
