import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, say } from './steps.mjs';

let listsUpdated = false;

/** Installs one of Debian's packages with apt-get (as root only; the package lists are refreshed once). */
export async function aptInstall(title, name) {
  if (!listsUpdated) {
    await run('Updating the package lists', 'apt-get', ['update', '-q'], { quiet: true });
    listsUpdated = true;
  }
  await run(title, 'apt-get', ['install', '-y', '-q', '--no-install-recommends', name], {
    quiet: true,
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const NGINX_PATH = '/usr/sbin/nginx';

/**
 * Debian's nginx for the test of the TLS proxy in front of two app processes: installed when
 * running as root and absent. Without it that test says it skips and why.
 */
export async function ensureNginx() {
  if (existsSync(NGINX_PATH)) {
    say(`nginx: ${NGINX_PATH}`);
    return;
  }
  if (process.getuid?.() !== 0) {
    say(
      `nginx is not installed and this is not root: the TLS proxy test will be SKIPPED (apt-get install -y nginx-light to run it).`,
    );
    return;
  }
  await aptInstall('Installing nginx (apt-get install nginx-light)', 'nginx-light');
}

/** Whether the machine has Noto Sans Devanagari itself (Debian's fonts-noto-core), as every Android phone does. */
export function hasDevanagariSystemFont() {
  const found = spawnSync('fc-list', [':family=Noto Sans Devanagari', 'family'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() !== '';
}

/**
 * The Devanagari type of the phones Lighthouse emulates, for measuring Marathi and Hindi pages as
 * they show there: Android's Devanagari font is Noto Sans Devanagari, which the site's pages take
 * from the device (web/src/app/fonts.css). Installed when running as root and absent; otherwise
 * the pages are measured as on a device without it, which downloads the site's files.
 */
export async function ensureDevanagariSystemFont() {
  if (hasDevanagariSystemFont()) {
    say('Devanagari font: the machine has Noto Sans Devanagari, as Android phones have');
    return;
  }
  if (process.getuid?.() !== 0) {
    say(
      'Devanagari font: not on this machine and this is not root: Marathi and Hindi pages are measured as on a device without it (apt-get install -y fonts-noto-core to measure as on Android).',
    );
    return;
  }
  await aptInstall(
    'Installing the Devanagari font Android phones have (apt-get install fonts-noto-core)',
    'fonts-noto-core',
  );
}
