import { describe, expect, it } from 'vitest';
import { PICTURE_PLACES, pictureSizeWarning } from './picture-places';
import { SITE_PICTURE_SETTINGS } from './site-settings';

describe('pictureSizeWarning', () => {
  it('warns of a picture narrower than its place and names the width it needs', () => {
    expect(pictureSizeWarning(PICTURE_PLACES.about, 13, 13)).toBe(
      'This picture is 13 × 13 px. The About page shows it up to 867 px wide: choose one at least 867 px wide, or it will look blurred.',
    );
  });

  it('says nothing of a picture as wide as its place or wider', () => {
    expect(pictureSizeWarning(PICTURE_PLACES.news, 735, 490)).toBeUndefined();
    expect(pictureSizeWarning(PICTURE_PLACES.news, 1600, 1000)).toBeUndefined();
  });
});

describe('PICTURE_PLACES', () => {
  it('has the place of every picture setting, so that the back office warns of a picture too narrow for it', () => {
    expect(SITE_PICTURE_SETTINGS.map((name) => [name, PICTURE_PLACES[`siteSettings.${name}`]])).toEqual([
      ['hero_picture', { label: 'The banner on Home', width: 560 }],
    ]);
  });
});
