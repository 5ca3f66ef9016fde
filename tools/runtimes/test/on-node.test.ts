import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const onNode = resolve(import.meta.dirname, '../on-node.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'on-node-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function packageName(folder: string): string | undefined {
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string }).name;
}

/** The folder of the npm package that `npm` on PATH runs. */
function npmPackage(): string {
  let folder = dirname(realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim()));
  while (!existsSync(join(folder, 'package.json')) || packageName(folder) !== 'npm') folder = dirname(folder);
  return folder;
}

/**
 * A machine's npm installation as npm lays one out, `<prefix>/bin/npm` → `<prefix>/lib/node_modules/npm`,
 * with a global npmrc of its own in `<prefix>/etc/npmrc`.
 */
function machinePrefix(npmrc: string): string {
  const prefix = join(scratch, 'prefix');
  mkdirSync(join(prefix, 'lib', 'node_modules'), { recursive: true });
  mkdirSync(join(prefix, 'bin'));
  mkdirSync(join(prefix, 'etc'));
  symlinkSync(npmPackage(), join(prefix, 'lib', 'node_modules', 'npm'));
  symlinkSync(join(prefix, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'), join(prefix, 'bin', 'npm'));
  writeFileSync(join(prefix, 'etc', 'npmrc'), npmrc);
  return prefix;
}

const prefix = machinePrefix('init-author-name=from the machine npmrc\ncafile = /machine/proxy-ca.pem\n');
const { npm_config_globalconfig: _set, npm_config_cafile: _cafile, ...inherited } = process.env;
/** A package script's environment on that machine: its npm first on PATH, no globalconfig chosen. */
const machine: NodeJS.ProcessEnv = {
  ...inherited,
  PATH: `${join(prefix, 'bin')}${delimiter}${process.env['PATH'] ?? ''}`,
};

/** Runs `on-node <major> sh -c <script>` as a package script does. */
function onNodeShell(major: string, script: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(process.execPath, [onNode, major, 'sh', '-c', script], {
    cwd: scratch,
    env: { ...machine, ...env },
    encoding: 'utf8',
  }).trim();
}

describe('on-node', () => {
  it('runs the command on the major asked for', () => {
    expect(onNodeShell('22', 'node --version')).toMatch(/^v22\./);
  });

  it("keeps the global npmrc of the machine's npm for npm run on another node (its cafile, its registry)", () => {
    // Run on Node 22 from its npm package, npm would read <that package>/etc/npmrc, which does not exist.
    expect(onNodeShell('22', 'npm config get globalconfig')).toBe(join(prefix, 'etc', 'npmrc'));
    expect(onNodeShell('22', 'npm config get init-author-name')).toBe('from the machine npmrc');
  });

  it("gives yarn 1, which reads no globalconfig, the machine npmrc's cafile as npm_config_cafile", () => {
    expect(onNodeShell('22', 'echo "$npm_config_cafile"')).toBe('/machine/proxy-ca.pem');
    expect(onNodeShell('24', 'echo "$npm_config_cafile"', { npm_config_cafile: '/chosen.pem' })).toBe('/chosen.pem');
  });

  it('leaves a globalconfig the caller chose', () => {
    const chosen = join(scratch, 'npmrc');
    writeFileSync(chosen, 'init-author-name=chosen\n');
    expect(onNodeShell('24', 'npm config get init-author-name', { npm_config_globalconfig: chosen })).toBe('chosen');
  });
});
