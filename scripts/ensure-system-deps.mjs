// Installs the system programs that tests need and a fresh machine lacks: Debian packages through
// apt-get (this machine kind reaches Debian's archive; CI runs as root). Runtimes shipped inside npm
// packages (Node 22/24, Bun, Deno, PostgreSQL) come with `pnpm install` instead.
// Each entry: the program the tests run, and the Debian package that provides it.
import { execFileSync, spawnSync } from 'node:child_process';

const needed = [
  { program: 'chromium', pkg: 'chromium', why: 'browser tests of the QA console' },
  { program: 'redis-server', pkg: 'redis-server', why: 'tests of @lintas/stores' },
  { program: 'tinyproxy', pkg: 'tinyproxy', why: 'tests of calls through a fixed-IP HTTP proxy' },
  { program: 'softhsm2-util', pkg: 'softhsm2', why: 'tests of signing through PKCS#11 (@lintas/core/pkcs11)' },
];

const has = (program) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
const missing = needed.filter((entry) => !has(entry.program));
if (missing.length === 0) process.exit(0);

const names = missing.map((entry) => entry.pkg);
console.log(`ensure-system-deps: installing ${names.join(', ')} (${missing.map((entry) => entry.why).join('; ')})`);
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = root ? [] : ['sudo', '-n'];
const run = (args) =>
  execFileSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names]);
} catch {
  console.error(
    `ensure-system-deps: could not install ${names.join(', ')}: install them with your package manager and run again.`,
  );
  process.exit(1);
}
const still = missing.filter((entry) => !has(entry.program));
if (still.length > 0) {
  console.error(
    `ensure-system-deps: ${still.map((entry) => entry.program).join(', ')} still missing after apt-get install.`,
  );
  process.exit(1);
}
