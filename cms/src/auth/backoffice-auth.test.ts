import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TOKEN_LIFETIME_S, tokenLifetimeSeconds } from './backoffice-auth';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('tokenLifetimeSeconds', () => {
  it('gives a working session two hours, and seven days with Remember Me', () => {
    delete process.env.BACKOFFICE_TOKEN_TTL_SECONDS;
    delete process.env.BACKOFFICE_REMEMBER_TTL_SECONDS;
    expect([tokenLifetimeSeconds(false), tokenLifetimeSeconds(true)]).toEqual([7200, 604800]);
  });

  it('takes the configured lifetimes, but never more than 30 days', () => {
    process.env.BACKOFFICE_TOKEN_TTL_SECONDS = '900';
    process.env.BACKOFFICE_REMEMBER_TTL_SECONDS = String(365 * 24 * 3600);
    expect([tokenLifetimeSeconds(false), tokenLifetimeSeconds(true)]).toEqual([900, MAX_TOKEN_LIFETIME_S]);
  });

  it('falls back to the defaults when a setting is not a positive number', () => {
    process.env.BACKOFFICE_TOKEN_TTL_SECONDS = 'two hours';
    process.env.BACKOFFICE_REMEMBER_TTL_SECONDS = '-5';
    expect([tokenLifetimeSeconds(false), tokenLifetimeSeconds(true)]).toEqual([7200, 604800]);
  });
});
