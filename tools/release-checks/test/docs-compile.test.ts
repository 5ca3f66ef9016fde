import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDocumentModules } from '../src/compile-blocks.js';
import { compiledLanguages, documentedBlocks } from '../src/documentation.js';
import { describeRun, run } from '../src/run.js';

const here = join(import.meta.dirname, '..');
const folder = join(here, '.docs-blocks');

describe('the code in the READMEs and docs', () => {
  it('compiles, every TypeScript and JavaScript block, strictly', async () => {
    const blocks = documentedBlocks().filter(({ language }) => compiledLanguages.has(language));
    expect(blocks.length).toBeGreaterThan(10);
    const modules = writeDocumentModules(blocks, folder, here);
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { noEmit: true, declaration: false, allowUnreachableCode: true },
        include: ['*.ts'],
      }),
    );
    const compiled = await run(
      process.execPath,
      [join(here, 'node_modules/typescript/bin/tsc'), '-p', join(folder, 'tsconfig.json')],
      { cwd: folder },
    );
    const byFile = new Map(modules.map((module) => [module.fileName, module]));
    const problems = compiled.stdout
      .split('\n')
      .map((line) => /^(\S+?\.ts)\((\d+),(\d+)\): (.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map(([, file, line, column, message]) => {
        const module = byFile.get(file ?? '');
        const source = module?.sourceLines[Number(line) - 1];
        return module && source
          ? `${module.file}:${source}:${column}: ${message}`
          : `${file}(${line},${column}): ${message}`;
      });
    expect(
      problems,
      `Code blocks in the docs that do not compile (file:line is the line in the markdown). The blocks of one file compile as one module, ` +
        `each seeing what earlier blocks declared; name your own placeholder functions in a comment "// Your code: markPaid, alertFinance":\n${problems.join('\n')}`,
    ).toEqual([]);
    expect(compiled.status, describeRun('tsc', compiled)).toBe(0);
  });
});

describe('the examples that start their own sandbox', () => {
  const runnable = documentedBlocks().filter(
    ({ language, code }) =>
      compiledLanguages.has(language) &&
      /\bstartSandbox\(/.test(code) &&
      /\.close\(\)/.test(code) &&
      !/\bfrom ['"]vitest['"]/.test(code),
  );

  it('are found in the docs', () => {
    expect(runnable.length).toBeGreaterThan(3);
  });

  for (const block of runnable) {
    it(`run as written: ${block.file}:${block.line}`, async () => {
      const typescript = (await import('typescript')).default;
      const { outputText } = typescript.transpileModule(block.code, {
        compilerOptions: { module: typescript.ModuleKind.ESNext, target: typescript.ScriptTarget.ES2022 },
      });
      const script = join(here, `.docs-run-${block.file.replace(/[/\\]/g, '-')}-L${block.line}.mjs`);
      writeFileSync(script, outputText);
      try {
        const ran = await run(process.execPath, [script], { cwd: here });
        expect(
          ran.status,
          `${block.file}:${block.line} does not run against the sandbox\n${describeRun('node', ran)}`,
        ).toBe(0);
      } finally {
        rmSync(script, { force: true });
      }
    });
  }
});
