/** One fenced code block of a markdown file. */
export interface CodeBlock {
  /** The fence's info string, e.g. `ts` or `sh`; empty when the fence has none. */
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The text of the nearest heading above the block. */
  heading: string;
}

/** The fenced (```) code blocks of a markdown text, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(text);
    if (headingMatch) heading = headingMatch[1] ?? '';
    const fence = /^(\s*)```(\S*)/.exec(text);
    if (!fence) continue;
    const body: string[] = [];
    const start = index;
    for (index += 1; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ''); index += 1)
      body.push(lines[index] ?? '');
    blocks.push({ language: fence[2] ?? '', code: `${body.join('\n')}\n`, line: start + 1, heading });
  }
  return blocks;
}
