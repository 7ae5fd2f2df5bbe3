import { mkdtempSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { claimedPng } from '../../tests/support/fixtures';
import { overPixelBudget } from './pixel-budget';

const folder = mkdtempSync(path.join(os.tmpdir(), 'pixel-budget-'));

/** The file of a PNG whose header claims `width` × `height`. */
function claimedPngFile(width: number, height: number): string {
  const png = claimedPng(width, height);
  const file = path.join(folder, png.name);
  writeFileSync(file, png.bytes);
  return file;
}

describe('overPixelBudget', () => {
  it('refuses 16,000 × 16,000 from its header alone, naming its size', async () => {
    expect(await overPixelBudget(claimedPngFile(16_000, 16_000))).toBe(
      '16,000 × 16,000 pixels is more than 40 million',
    );
  });

  it('takes 8,000 × 5,000, 40 million, and refuses one row more', async () => {
    expect(await overPixelBudget(claimedPngFile(8_000, 5_000))).toBeUndefined();
    expect(await overPixelBudget(claimedPngFile(8_000, 5_001))).toBe('8,000 × 5,001 pixels is more than 40 million');
  });

  it('counts every frame of an animation', async () => {
    // 11 frames of 2,000 × 2,000, each its own colour (the encoder merges frames that are alike): 44 million.
    const frames = await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        sharp({
          create: {
            width: 2_000,
            height: 2_000,
            channels: 3,
            background: { r: index * 20, g: 255 - index * 20, b: (index * 50) % 256 },
          },
        })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      ),
    );
    const file = path.join(folder, 'animated.gif');
    await sharp(frames, { join: { animated: true } })
      .gif({ effort: 1, dither: 0, colours: 16 })
      .toFile(file);
    expect(await overPixelBudget(file)).toBe('2,000 × 2,000 pixels in 11 frames is more than 40 million');
  });
});
