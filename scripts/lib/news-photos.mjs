// Photo-like news pictures for measuring the public site as content grows (issue: a phone's first
// view): each a 3000 × 2000 JPEG of 2 to 4 MB, as a bank's staff upload them from a phone's camera,
// made here from a seed (no download), and uploaded through the back office's own route.
import sharp from 'sharp';

const WIDTH = 3000;
const HEIGHT = 2000;
const SMALLEST = 2_000_000;
const LARGEST = 4_000_000;

/** A small seeded generator (xorshift32): the same index makes the same picture. */
function seeded(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * One picture: a sky and a ground in colours of their own, light that falls off towards the
 * horizon, soft waves of shade and a camera's grain, whose strength sets the file's size. JPEG of a
 * camera's quality (88).
 */
async function pictureOf(index, grain) {
  const random = seeded(index * 7919 + 17);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const sky = [random() * 255, random() * 255, random() * 255];
  const ground = [random() * 255, random() * 255, random() * 255];
  const horizon = HEIGHT * (0.35 + 0.3 * random());
  const waves = Array.from({ length: 6 }, () => ({
    across: random() * 0.02,
    down: random() * 0.02,
    phase: random() * 2 * Math.PI,
    strength: 20 + random() * 40,
    channel: Math.floor(random() * 3),
  }));
  let at = 0;
  for (let y = 0; y < HEIGHT; y += 1) {
    const aboveHorizon = y < horizon;
    const depth = aboveHorizon ? y / horizon : (y - horizon) / (HEIGHT - horizon);
    const base = aboveHorizon ? sky : ground;
    for (let x = 0; x < WIDTH; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        let value = base[channel] * (0.6 + 0.4 * depth) + (random() - 0.5) * grain;
        for (const wave of waves)
          if (wave.channel === channel) value += wave.strength * Math.sin(x * wave.across + y * wave.down + wave.phase);
        pixels[at++] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The `index`th news photo: 3000 × 2000, between 2 and 4 MB (its grain set again until it is). */
async function newsPhoto(index) {
  let grain = 60 + ((index * 37) % 40);
  for (let tries = 0; tries < 8; tries += 1) {
    const bytes = await pictureOf(index, grain);
    if (bytes.length < SMALLEST) grain *= 1.25;
    else if (bytes.length > LARGEST) grain *= 0.8;
    else return bytes;
  }
  throw new Error(`News photo ${index}: no grain gave a file of 2 to 4 MB`);
}

/**
 * Uploads `count` news items, each with its photo, through POST /api/admin/news (multipart, the
 * back office's own call) as the signed-in `token`, dated one a day back from today. Answers the
 * bytes uploaded; a refused upload stops it, saying why.
 */
export async function uploadNewsPhotos(url, token, { count = 50, onEach = () => {} } = {}) {
  let uploaded = 0;
  for (let index = 0; index < count; index += 1) {
    const bytes = await newsPhoto(index);
    const date = new Date(Date.now() - index * 86_400_000).toISOString().slice(0, 10);
    const form = new FormData();
    form.append('title', `Branch photo ${index + 1}`);
    form.append('content', `A photograph from the branches, number ${index + 1} of ${count}.`);
    form.append('date', date);
    form.append('document', new Blob([bytes], { type: 'image/jpeg' }), `branch-photo-${index + 1}.jpg`);
    const answer = await fetch(`${url}/api/admin/news`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    if (answer.status !== 201 && answer.status !== 200)
      throw new Error(`News photo ${index + 1} was refused: ${answer.status} ${await answer.text()}`);
    uploaded += bytes.length;
    onEach(index + 1, bytes.length);
  }
  return uploaded;
}
