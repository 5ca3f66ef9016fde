#!/usr/bin/env node
// Runs a command with a given Node.js major first on PATH, so that the command (vitest, a bench script)
// and every process it starts with `node` or `process.execPath` run on that Node:
//
//   on-node 24 vitest run
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync, readlinkSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { majors, nodeBinary } from './index.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!major || !majors.includes(major) || !command) {
  console.error(`usage: on-node <${majors.join('|')}> <command> [args...]`);
  process.exit(2);
}
const binary = nodeBinary(major);
// npm reads its global npmrc from <prefix>/etc/npmrc, the prefix being the grandparent folder of the node
// that runs it (https://docs.npmjs.com/cli/v11/configuring-npm/npmrc#files). Run on another node, the
// machine's npm would lose the settings of its own installation (a registry, a `cafile` for a proxy's
// certificate) and an install would fail, so npm keeps reading the file of the prefix it is installed in.
const globalconfig = process.env.npm_config_globalconfig ?? npmGlobalconfig(process.env.PATH ?? '');
// yarn 1 also reads the npmrc beside the Node that runs it and ignores npm_config_globalconfig, but takes
// npm_config_* variables: the machine's `cafile` goes to it that way (a registry behind a proxy whose
// certificate only that file holds would otherwise fail every yarn install with a TLS error).
const cafile = process.env.npm_config_cafile ?? (globalconfig === undefined ? undefined : npmrcCafile(globalconfig));
const child = spawn(command, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}`,
    ...(globalconfig === undefined ? {} : { npm_config_globalconfig: globalconfig }),
    ...(cafile === undefined ? {} : { npm_config_cafile: cafile }),
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`on-node: could not start ${command}: ${error.message}`);
  process.exit(1);
});

/**
 * The global npmrc of the first npm on `path`: `<prefix>/etc/npmrc` of the prefix it is installed in
 * (`<prefix>/lib/node_modules/npm`), or undefined when no npm is there or it is installed another way.
 * @param {string} path
 * @returns {string | undefined}
 */
function npmGlobalconfig(path) {
  for (const folder of path.split(delimiter)) {
    if (folder === '') continue;
    let npm = join(folder, 'npm');
    try {
      accessSync(npm, constants.X_OK);
    } catch {
      continue;
    }
    // Link by link, as npm links its bin (<prefix>/bin/npm → ../lib/node_modules/npm/bin/npm-cli.js).
    for (let links = 0; links < 8; links += 1) {
      const installed = /^(.*)\/lib\/node_modules\/npm\//.exec(npm);
      if (installed?.[1] !== undefined) return join(installed[1], 'etc', 'npmrc');
      try {
        npm = resolve(dirname(npm), readlinkSync(npm));
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
  return undefined;
}

/**
 * The `cafile` an npmrc sets, or undefined when it sets none or cannot be read.
 * @param {string} file
 * @returns {string | undefined}
 */
function npmrcCafile(file) {
  try {
    return /^\s*cafile\s*=\s*(.+?)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}
