import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { BANK, STAFF_MESSAGES, newPasswordRule } from '@bank/shared';
import { badRequest } from '../lib/errors';

/** zxcvbn's score (0 to 4) a password must reach: 3, 'safely unguessable' against an online attack. */
const LEAST_SCORE = 3;
/** Parts of an e-mail's name shorter than this are too common to refuse ('a', 'it'). */
const SHORTEST_NAME_PART = 3;

/** The bank's name as people write it in a password: its own first word and its short name ('vishwas', 'vcub'). */
const BANK_NAMES = [BANK.name.split(/\s+/)[0], BANK.shortName].map((name) => name.toLowerCase());

let judge: ZxcvbnFactory | undefined;

/** zxcvbn with its common-password and English dictionaries, made on first use (only setting a password needs it). */
function guessability(): ZxcvbnFactory {
  if (!judge) {
    judge = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
  }
  return judge;
}

/** The name of an e-mail address and its parts ('rahul.sharma' and 'rahul', 'sharma'), each long enough to matter. */
export function emailNamesOf(email: string): string[] {
  const local = email.split('@')[0].toLowerCase();
  return [...new Set([local, ...local.split(/[^a-z0-9]+/)])].filter((part) => part.length >= SHORTEST_NAME_PART);
}

/**
 * Why a new password is refused, or null when it may be used: its length (the shared rule), then
 * the e-mail's name or the bank's name inside it, then zxcvbn's judgement (score below 3, with its
 * warning and suggestions as the reason).
 */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  try {
    await newPasswordRule.validate(password);
  } catch (error) {
    // yup's ValidationError: its message is the rule's own.
    return (error as Error).message;
  }
  const lowered = password.toLowerCase();
  const names = emailNamesOf(email);
  if (names.some((name) => lowered.includes(name))) return STAFF_MESSAGES.passwordHasEmailName;
  if (BANK_NAMES.some((name) => lowered.includes(name))) return STAFF_MESSAGES.passwordHasBankName;
  const verdict = guessability().check(password, [...names, ...BANK_NAMES]);
  if (verdict.score >= LEAST_SCORE) return null;
  const why = [verdict.feedback.warning, ...verdict.feedback.suggestions].filter(Boolean).join(' ');
  return STAFF_MESSAGES.passwordGuessable(why || 'Add more words that are less common.');
}

/** A new password of the account with this e-mail, or a 400 {message, errors: {password}} saying why not. */
export async function checkNewPassword(password: string, email: string, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw badRequest({ [field]: problem });
}
