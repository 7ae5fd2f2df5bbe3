import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_LIFETIME_MS, checkPreviewToken, previewKeyFrom, signPreviewToken } from './preview-token';

const key = previewKeyFrom('keyOne==,keyTwo==');
const now = Date.parse('2026-11-26T10:00:00Z');
const token = signPreviewToken({ changeRequestId: 42, expiresAt: now + PREVIEW_TOKEN_LIFETIME_MS }, key);

describe('preview tokens', () => {
  it('carry the change request and expiry, and fit in one path segment', () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(checkPreviewToken(token, key, now)).toEqual({
      ok: true,
      payload: { changeRequestId: 42, expiresAt: now + PREVIEW_TOKEN_LIFETIME_MS },
    });
  });

  it('open the preview for one hour, not a millisecond more', () => {
    expect(checkPreviewToken(token, key, now + PREVIEW_TOKEN_LIFETIME_MS - 1).ok).toBe(true);
    expect(checkPreviewToken(token, key, now + PREVIEW_TOKEN_LIFETIME_MS)).toEqual({ ok: false, reason: 'expired' });
  });

  it('are refused when changed, signed with another key, or not tokens at all', () => {
    const [body, mac] = token.split('.');
    const otherBody = Buffer.from(JSON.stringify({ c: 43, e: now + 1000 })).toString('base64url');
    for (const forged of [
      `${otherBody}.${mac}`,
      `${body}.${mac.slice(0, -1)}`,
      signPreviewToken({ changeRequestId: 42, expiresAt: now + 1000 }, previewKeyFrom('other')),
      '',
      'x.y.z',
      `${body}.`,
    ])
      expect(checkPreviewToken(forged, key, now)).toEqual({ ok: false, reason: 'forged' });
  });
});
