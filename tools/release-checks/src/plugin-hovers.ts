import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { publishedPackages, repositoryRoot } from './workspace.js';

/** What an editor shows on hover over one plugin method, beside what it shows on the endpoint itself. */
export interface PluginMethodHover {
  /** `esm` (the package's `.d.ts`, through `import`) or `cjs` (its `.d.cts`, through `require`). */
  readonly format: 'esm' | 'cjs';
  readonly packageName: string;
  /** `client.<family>.<method>` */
  readonly method: string;
  /** The documentation shown on `client.<family>.<method>`. */
  readonly methodDocs: string;
  /** The documentation shown on the endpoint definition the method runs. */
  readonly endpointDocs: string;
}

interface PluginExport {
  readonly packageName: string;
  readonly exportName: string;
  readonly family: string;
  /** Each method with the name under which the package exports its endpoint. */
  readonly methods: readonly { readonly method: string; readonly endpointExport: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The plugins every published package exports, read from its build. */
async function pluginExports(): Promise<PluginExport[]> {
  const found: PluginExport[] = [];
  for (const { manifest } of publishedPackages()) {
    const exports = (await import(manifest.name)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (!isRecord(value) || typeof value['name'] !== 'string' || !isRecord(value['endpoints'])) continue;
      const methods = Object.entries(value['endpoints']).map(([method, endpoint]) => ({
        method,
        endpointExport: Object.entries(exports).find(([, candidate]) => candidate === endpoint)?.[0] ?? '',
      }));
      found.push({ packageName: manifest.name, exportName, family: value['name'], methods });
    }
  }
  return found;
}

/**
 * Hovers, through the TypeScript language service, over every method of every plugin on a client made
 * in a consumer file that imports the built packages (ESM and CommonJS types), and over the endpoint each
 * method runs.
 */
export async function pluginMethodHovers(): Promise<PluginMethodHover[]> {
  const plugins = await pluginExports();
  const hovers: PluginMethodHover[] = [];
  for (const format of ['esm', 'cjs'] as const) {
    // A file that does not exist on disk, in a folder whose node_modules hold every published package.
    const fileName = join(repositoryRoot, 'tools/release-checks', format === 'esm' ? 'hover.mts' : 'hover.cts');
    const targets: { plugin: PluginExport; method: string; methodAt: number; endpointAt: number }[] = [];
    let text = "import { createClient, type Signer } from '@lintas/core';\ndeclare const signer: Signer;\n";
    plugins.forEach((plugin, index) => {
      text += `import * as package${index} from '${plugin.packageName}';\n`;
      text += `const client${index} = createClient({ baseUrl: 'http://127.0.0.1:1', appId: 'app', signer }).use(package${index}.${plugin.exportName});\n`;
      for (const { method, endpointExport } of plugin.methods) {
        const methodLine = `client${index}.${plugin.family}.`;
        const endpointLine = `package${index}.`;
        text += `${methodLine}${method};\n`;
        const methodAt = text.length - method.length - 2;
        text += `${endpointLine}${endpointExport};\n`;
        const endpointAt = text.length - endpointExport.length - 2;
        targets.push({ plugin, method, methodAt, endpointAt });
      }
    });
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Node16,
      moduleResolution: ts.ModuleResolutionKind.Node16,
      strict: true,
      skipLibCheck: true,
      types: [],
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    };
    const host: ts.LanguageServiceHost = {
      getScriptFileNames: () => [fileName],
      getScriptVersion: () => '1',
      getScriptSnapshot: (path) =>
        path === fileName
          ? ts.ScriptSnapshot.fromString(text)
          : existsSync(path)
            ? ts.ScriptSnapshot.fromString(readFileSync(path, 'utf8'))
            : undefined,
      getCurrentDirectory: () => repositoryRoot,
      getCompilationSettings: () => options,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      fileExists: (path) => path === fileName || ts.sys.fileExists(path),
      readFile: (path) => (path === fileName ? text : ts.sys.readFile(path)),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
      realpath: (path) => ts.sys.realpath?.(path) ?? path,
    };
    const service = ts.createLanguageService(host);
    const errors = service
      .getSemanticDiagnostics(fileName)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (errors.length > 0) throw new Error(`The hover consumer (${format}) does not compile:\n${errors.join('\n')}`);
    const docs = (at: number) => ts.displayPartsToString(service.getQuickInfoAtPosition(fileName, at)?.documentation);
    for (const { plugin, method, methodAt, endpointAt } of targets)
      hovers.push({
        format,
        packageName: plugin.packageName,
        method: `client.${plugin.family}.${method}`,
        methodDocs: docs(methodAt),
        endpointDocs: docs(endpointAt),
      });
    service.dispose();
  }
  return hovers;
}
