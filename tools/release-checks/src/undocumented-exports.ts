import { join } from 'node:path';
import ts from 'typescript';
import { fromRoot, publishedPackages, repositoryRoot } from './workspace.js';

/** An export of a published package's index without a JSDoc comment. */
export interface UndocumentedExport {
  packageName: string;
  name: string;
  /** Where it is declared, `path:line`, relative to the repository root. */
  declaredAt: string;
}

/**
 * Every export of every published package's `src/index.ts` whose declaration carries no JSDoc (what editors
 * show on hover and the API reference prints). Re-exports are followed to the declaration.
 */
export function undocumentedExports(): UndocumentedExport[] {
  const packages = publishedPackages().map((workspacePackage) => ({
    ...workspacePackage,
    entry: join(workspacePackage.directory, 'src/index.ts'),
  }));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repositoryRoot, 'tsconfig.base.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const program = ts.createProgram(
    packages.map(({ entry }) => entry),
    { ...(config?.options ?? {}), noEmit: true },
  );
  const checker = program.getTypeChecker();
  const found: UndocumentedExport[] = [];
  for (const { entry, manifest } of packages) {
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declarations = symbol.getDeclarations() ?? [];
      // Declarations in node_modules (e.g. a re-exported ky type) are documented by their own package.
      if (
        declarations.length === 0 ||
        declarations.every((declaration) => declaration.getSourceFile().fileName.includes('/node_modules/'))
      )
        continue;
      const documented =
        symbol.getDocumentationComment(checker).length > 0 ||
        declarations.some((declaration) => ts.getJSDocTags(declaration).length > 0);
      if (documented) continue;
      const declaration = declarations[0];
      const file = declaration?.getSourceFile();
      const line = file && declaration ? file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1 : 0;
      found.push({
        packageName: manifest.name,
        name: exported.getName(),
        declaredAt: file ? `${fromRoot(file.fileName)}:${line}` : '?',
      });
    }
  }
  return found;
}
