import { describe, expect, it } from 'vitest';
import { payloadTooLarge, readableSize } from './errors';

describe('readableSize', () => {
  it('writes whole and broken megabytes, and kilobytes below one megabyte', () => {
    expect(readableSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(readableSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(readableSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(readableSize(500_000)).toBe('488 kB');
  });

  it('names the limit in the field error of a 413', () => {
    expect(payloadTooLarge('image', 500_000).toBody()).toEqual({
      message: 'File too large',
      errors: { image: 'The file is larger than 488 kB' },
    });
  });
});
