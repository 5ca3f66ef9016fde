import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ReadReportPackageOptions } from '../../src/index.js';

/** What a read in a child process came to: its rows or its error, its time and its peak memory. */
export interface ChildRead {
  readonly rows?: number;
  readonly error?: {
    readonly name: string;
    readonly reason?: string;
    readonly limit?: string;
    readonly message: string;
  };
  /** How long `readReportPackage` took, in ms (the process's start not counted). */
  readonly ms: number;
  /** The CPU time the read took (user and system, every thread of the process), in ms. */
  readonly cpuMs: number;
  /** The process's peak resident memory (`process.resourceUsage().maxRSS`), in MiB. */
  readonly maxRssMiB: number;
}

/** Reads `bytes` with the built package in a process of its own, so its peak memory is the read's. */
export async function readInChild(bytes: Uint8Array, options: ReadReportPackageOptions): Promise<ChildRead> {
  const folder = await mkdtemp(join(tmpdir(), 'end-of-day-bomb-'));
  try {
    await writeFile(join(folder, 'package.gpg'), bytes);
    await writeFile(join(folder, 'options.json'), JSON.stringify(options));
    const script = new URL('./read-in-child.mjs', import.meta.url).pathname;
    // Through a shell that forks it, not straight from this process: Linux keeps a process's peak
    // memory across exec, so a child exec'd from the test worker would report the worker's own.
    const { stdout } = await promisify(execFile)(
      '/bin/sh',
      ['-c', '"$0" "$@"; exit $?', process.execPath, script, join(folder, 'package.gpg'), join(folder, 'options.json')],
      { maxBuffer: 1024 * 1024 },
    );
    return JSON.parse(stdout) as ChildRead;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
