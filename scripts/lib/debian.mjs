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
