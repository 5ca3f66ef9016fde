// Reads a package in a process of its own and prints what came of it, how long the read took (wall and CPU) and the
// process's peak resident memory: `node read-in-child.mjs <package file> <options file>`.
import { readFileSync } from 'node:fs';
import { readReportPackage } from '@lintas/end-of-day';

const [packageFile, optionsFile] = process.argv.slice(2);
const options = JSON.parse(readFileSync(optionsFile, 'utf8'));
const bytes = new Uint8Array(readFileSync(packageFile));
const started = performance.now();
const cpuBefore = process.cpuUsage();
let outcome;
try {
  const report = await readReportPackage(bytes, options);
  outcome = { rows: report.rows.length };
} catch (error) {
  outcome = { error: { name: error.name, reason: error.reason, limit: error.limit, message: error.message } };
}
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
// maxRSS is in kibibytes.
process.stdout.write(
  JSON.stringify({
    ...outcome,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
  }),
);
