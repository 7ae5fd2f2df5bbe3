import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

describe('responsiveImage', () => {
  it('offers the small, medium and large copies of an uploaded picture, which are WebP', () => {
    expect(responsiveImage('/uploads/deposit_ab12.png')).toEqual({
      src: '/uploads/medium_deposit_ab12.webp',
      srcSet:
        '/uploads/small_deposit_ab12.webp 500w, /uploads/medium_deposit_ab12.webp 750w, /uploads/large_deposit_ab12.webp 1000w',
    });
  });

  it('uses any other URL as it is', () => {
    expect(responsiveImage('https://cdn.example.com/a.jpg')).toEqual({ src: 'https://cdn.example.com/a.jpg' });
    expect(responsiveImage('/assets/logo.svg')).toEqual({ src: '/assets/logo.svg' });
  });
});
