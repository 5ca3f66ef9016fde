// Min+gzip size of a bundle as a merchant's bundler makes it: esbuild, code splitting, minified, gzip -9.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * Bundles `contents` as a merchant's bundler does with code splitting on: what a module loads only through
 * `import()` (Lintas loads the signer's rarer key forms and the logging that way) goes to chunks of its
 * own. `all` is every chunk emitted, the figure judged: what the merchant ships. `first` is the entry with
 * the chunks it imports statically, what loads before anything else.
 */
export async function measure(contents, { alias, platform = 'neutral', external = [] } = {}) {
  const result = await build({
    ...(alias ? { alias } : {}),
    stdin: { contents, resolveDir: here, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    outdir: 'out',
    minify: true,
    format: 'esm',
    platform,
    ...(platform === 'neutral'
      ? { mainFields: ['module', 'main'], conditions: ['worker', 'browser', 'import', 'default'] }
      : {}),
    // Peers reach for Node built-ins on some paths; none of that is shipped to a browser or worker.
    external: ['node:*', ...external],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const text = new Map(
    result.outputFiles.map((file) => [file.path.slice(file.path.lastIndexOf('/out/') + 1), file.text]),
  );
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint !== undefined);
  const loaded = new Set();
  const visit = (name) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const { path, kind } of outputs[name].imports) if (kind === 'import-statement' && outputs[path]) visit(path);
  };
  visit(entry);
  const join = (names) => names.map((name) => text.get(name)).join('\n');
  const code = join([...loaded]);
  const everything = join(Object.keys(outputs).filter((name) => name.endsWith('.js')));
  return {
    code: everything,
    first: gzipSync(code, { level: 9 }).length,
    all: gzipSync(everything, { level: 9 }).length,
  };
}
