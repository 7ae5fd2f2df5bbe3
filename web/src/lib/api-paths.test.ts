import { describe, expect, it } from 'vitest';
import { API_PATHS, listPath, localizedRead, pastRatesPath } from './api-paths';

describe('a read in a locale', () => {
  it('names the locale on a read whose records are translated', () => {
    expect(localizedRead(listPath('deposits'), 'mr')).toBe('/api/deposits?locale=mr');
    expect(localizedRead(API_PATHS.about, 'hi')).toBe('/api/pages?slug=about-us&locale=hi');
    // The rates' rows, from the glossary of rate texts; the settings' texts.
    expect(localizedRead(API_PATHS.rates, 'mr')).toBe('/api/rates?locale=mr');
    expect(localizedRead(pastRatesPath(3), 'hi')).toBe('/api/rates/history/3?locale=hi');
    expect(localizedRead(API_PATHS.siteSettings, 'hi')).toBe('/api/site-settings?locale=hi');
  });

  it('reads English, and what is the same in every locale, at its own address', () => {
    expect(localizedRead(listPath('deposits'), 'en')).toBe('/api/deposits');
    expect(localizedRead(API_PATHS.rates, 'en')).toBe('/api/rates');
    expect(localizedRead(API_PATHS.siteSettings, 'en')).toBe('/api/site-settings');
    expect(localizedRead(API_PATHS.ratesHistory, 'mr')).toBe('/api/rates/history');
  });
});
