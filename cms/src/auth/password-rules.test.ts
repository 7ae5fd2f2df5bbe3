import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@bank/shared';
import { emailNamesOf, passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it.each([
    ['Password1234', /too easy to guess/],
    ['passwordpassword', /too easy to guess/],
    ['qwertyuiop123', /too easy to guess/],
  ])('refuses %s as guessable, saying why', async (password, why) => {
    const problem = await passwordProblem(password, 'rahul.sharma@bank.example');
    expect(problem).toMatch(why);
    expect(problem!.length).toBeGreaterThan('This password is too easy to guess.'.length);
  });

  it("refuses a password too short or too long, with the shared rule's messages", async () => {
    expect(await passwordProblem('password', 'a@b.example')).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(await passwordProblem('x'.repeat(129), 'a@b.example')).toBe(STAFF_MESSAGES.passwordTooLong);
  });

  it("refuses the e-mail's name or a part of it, in any case", async () => {
    expect(await passwordProblem('lantern-SHARMA-river-91', 'rahul.sharma@bank.example')).toBe(
      STAFF_MESSAGES.passwordHasEmailName,
    );
    expect(await passwordProblem('Orbit rahul.sharma 7 kettles', 'rahul.sharma@bank.example')).toBe(
      STAFF_MESSAGES.passwordHasEmailName,
    );
  });

  it("refuses the bank's name", async () => {
    expect(await passwordProblem('lantern-Vishwas-river-91', 'it@bank.example')).toBe(
      STAFF_MESSAGES.passwordHasBankName,
    );
    expect(await passwordProblem('lantern-vcub-river-9175', 'it@bank.example')).toBe(
      STAFF_MESSAGES.passwordHasBankName,
    );
  });

  it('takes a long unusual password', async () => {
    expect(await passwordProblem('correct horse battery staple', 'rahul.sharma@bank.example')).toBeNull();
    expect(await passwordProblem('Staging#Backoffice-2026', 'it@bank.example')).toBeNull();
  });
});

describe('emailNamesOf', () => {
  it('gives the name of the address and its parts of three characters or more', () => {
    expect(emailNamesOf('Rahul.Sharma@bank.example')).toEqual(['rahul.sharma', 'rahul', 'sharma']);
    expect(emailNamesOf('it@bank.example')).toEqual([]);
  });
});
