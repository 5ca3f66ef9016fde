import { describe, expect, it } from 'vitest';
import { markersOf, replaceRegion } from '../src/regions.mjs';

describe('a generated region', () => {
  const ts = markersOf('src/index.ts', 'src/endpoints');
  const md = markersOf('README.md', 'src/endpoints');

  it('is marked with comments of the file kind, naming its source and the command', () => {
    expect(ts.start).toBe('// <generated> by `pnpm generate` from src/endpoints: do not edit between these markers');
    expect(ts.end).toBe('// </generated>');
    expect(md.start).toBe(
      '<!-- <generated> by `pnpm generate` from src/endpoints: do not edit between these markers -->',
    );
    expect(md.end).toBe('<!-- </generated> -->');
  });

  it('is replaced between its markers, set apart by blank lines, the rest of the file kept', () => {
    const before = ['/** docs */', '', ts.start, 'export { old } from "./old.js";', ts.end, '', 'export { kept };'];
    expect(replaceRegion('src/index.ts', before.join('\n'), 'src/endpoints', 'export { a };\nexport { b };\n')).toBe(
      ['/** docs */', '', ts.start, '', 'export { a };', 'export { b };', '', ts.end, '', 'export { kept };'].join(
        '\n',
      ),
    );
  });

  it('stays marked when it is emptied', () => {
    const text = ['# Title', md.start, '| old |', md.end].join('\n');
    expect(replaceRegion('README.md', text, 'src/endpoints', '')).toBe(['# Title', md.start, md.end].join('\n'));
  });

  it('is one of several in a file, each found by the source its marker names', () => {
    const other = markersOf('README.md', 'src/control/control-routes.ts');
    const text = ['# Title', md.start, '| old |', md.end, '## Control', other.start, '| old route |', other.end].join(
      '\n',
    );
    expect(replaceRegion('README.md', text, 'src/control/control-routes.ts', '| route |')).toBe(
      ['# Title', md.start, '| old |', md.end, '## Control', other.start, '', '| route |', '', other.end].join('\n'),
    );
  });

  it('must be in the file, once', () => {
    expect(() => replaceRegion('README.md', '# Title\n', 'src/endpoints', 'x')).toThrow(
      `README.md: no generated region; put these two lines where it belongs:\n${md.start}\n${md.end}`,
    );
    const twice = [md.start, md.end, md.start, md.end].join('\n');
    expect(() => replaceRegion('README.md', twice, 'src/endpoints', 'x')).toThrow('more than one generated region');
  });
});
