// The public API report of every published package: one `api/<name>.api.md` per entry point of its
// `exports` map, written by API Extractor from the built declaration files. They are checked in, so a
// change to what merchants can import shows in the diff of the change that makes it.
//
//   node tools/release-checks/scripts/api-report.mjs            check: exit 1, with the diff, when a report
//                                                                differs from the build (pnpm check runs it)
//   node tools/release-checks/scripts/api-report.mjs --update   rewrite the reports (root: pnpm api:update,
//                                                                which builds first)
//   ... [package folder ...]                                     only these packages
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { workspacePackages } from '../../../scripts/workspace-packages.mjs';

/** The command that rewrites the reports, named in every failure. */
export const UPDATE_COMMAND = 'pnpm api:update';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The entry points of the package in `folder`: each subpath of its `exports` map with ESM types (not
 * `./package.json`, nor a pattern such as `./migrations/*.sql`), and its report's name: `core` for `.`,
 * `stores-redis` for `./redis`.
 */
function entryPoints(folder) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const unscoped = manifest.name.replace(/^@[^/]+\//, '');
  return Object.entries(manifest.exports ?? {})
    .map(([subpath, target]) => ({ subpath, types: target?.import?.types }))
    .filter(({ subpath, types }) => typeof types === 'string' && !subpath.includes('*'))
    .map(({ subpath, types }) => ({
      declarations: join(folder, types),
      reportName: subpath === '.' ? unscoped : `${unscoped}-${subpath.slice(2).replaceAll('/', '-')}`,
    }));
}

/** The unified diff from the checked-in report to the built one, at most 150 lines. */
function difference(checkedIn, built) {
  const from = existsSync(checkedIn) ? checkedIn : '/dev/null';
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', from, built], { encoding: 'utf8' });
  const lines = (result.stdout ?? '').trimEnd().split('\n');
  return lines.length > 150
    ? [...lines.slice(0, 150), `... (${lines.length - 150} more lines)`].join('\n')
    : lines.join('\n');
}

/** Runs API Extractor on one entry point: whether its report changed, the errors, and what to print. */
function report(folder, entry, update, scratch) {
  if (!existsSync(entry.declarations))
    return {
      changed: false,
      errors: 1,
      lines: [`${relative(root, entry.declarations)} is missing: run pnpm build first.`],
    };
  const reportFolder = join(folder, 'api');
  mkdirSync(reportFolder, { recursive: true });
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: folder,
      mainEntryPointFilePath: entry.declarations,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            types: ['node'],
            strict: true,
            skipLibCheck: true,
          },
        },
      },
      apiReport: { enabled: true, reportFolder, reportTempFolder: scratch, reportFileName: entry.reportName },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'error' } },
        // The report is about the shape of the API; that every export is documented is checked elsewhere.
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: false },
          // A type the API uses but the entry point does not export: noted in the report beside its use.
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(folder, 'package.json'),
  });
  const lines = [];
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback(message) {
      message.handled = true;
      if (message.logLevel === 'error') lines.push(message.formatMessageWithLocation(root));
    },
  });
  if (result.apiReportChanged && !update)
    lines.push(
      difference(join(reportFolder, `${entry.reportName}.api.md`), join(scratch, `${entry.reportName}.api.md`)),
    );
  return { changed: result.apiReportChanged, errors: result.errorCount, lines };
}

const args = process.argv.slice(2);
const update = args.includes('--update');
const chosen = args.filter((arg) => arg !== '--update').map((arg) => resolve(arg));
const folders =
  chosen.length > 0
    ? chosen
    : workspacePackages(root)
        .filter(({ published }) => published)
        .map(({ directory }) => directory);
const scratch = mkdtempSync(join(tmpdir(), 'lintas-api-report-'));
const changed = [];
let errors = 0;
try {
  for (const folder of folders) {
    const entries = entryPoints(folder);
    for (const entry of entries) {
      const path = relative(root, join(folder, 'api', `${entry.reportName}.api.md`));
      const outcome = report(folder, entry, update, scratch);
      for (const line of outcome.lines) console.log(line);
      errors += outcome.errors;
      if (outcome.changed) changed.push(path);
      console.log(`${outcome.changed ? (update ? 'updated' : 'differs') : 'same   '}  ${path}`);
    }
    // A report whose entry point the exports map no longer has.
    const reported = new Set(entries.map((entry) => `${entry.reportName}.api.md`));
    const reportFolder = join(folder, 'api');
    for (const name of existsSync(reportFolder) ? readdirSync(reportFolder) : []) {
      if (!name.endsWith('.api.md') || reported.has(name)) continue;
      const path = relative(root, join(reportFolder, name));
      if (update) rmSync(join(reportFolder, name));
      changed.push(path);
      console.log(`${update ? 'removed' : 'stale  '}  ${path} (no entry point of the exports map has this report)`);
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
if (errors > 0) {
  console.error('\nThe API reports could not be made from the build (errors above).');
  process.exit(1);
}
if (changed.length > 0 && !update) {
  console.error(
    `\nThe public API differs from its checked-in report in ${changed.join(', ')} (the diff is above).\n` +
      `If the change is meant, run \`${UPDATE_COMMAND}\` at the repository root and commit the updated reports ` +
      'with the change: the diff is what merchants will see change. If it is not meant, undo it.',
  );
  process.exit(1);
}
