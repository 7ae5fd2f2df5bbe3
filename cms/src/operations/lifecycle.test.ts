import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { notReadyReason } from './lifecycle';

/** Just enough of Strapi for the readiness check: a database connection that answers as told. */
const strapiWhoseDatabase = (raw: () => Promise<unknown>) =>
  ({ db: { connection: { raw } } }) as unknown as Core.Strapi;

describe('notReadyReason', () => {
  it('is null when the database answers', async () => {
    expect(await notReadyReason(strapiWhoseDatabase(() => Promise.resolve([{ 1: 1 }])))).toBeNull();
  });

  it('names a database that refuses', async () => {
    expect(
      await notReadyReason(strapiWhoseDatabase(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')))),
    ).toBe('the database does not answer: connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('names a database that does not answer in time', async () => {
    expect(await notReadyReason(strapiWhoseDatabase(() => new Promise(() => {})))).toBe(
      'the database does not answer: no answer within 2000 ms',
    );
  });
});
