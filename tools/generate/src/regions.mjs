// A generated region inside a hand-written file: the lines between a start marker and an end marker,
// which `pnpm generate` rewrites and leaves the rest alone.

/**
 * The markers of a region in a file of that kind: TypeScript and JavaScript comments, or HTML comments
 * in Markdown. A TypeScript marker stands alone between blank lines, so that Biome's import and export
 * sorting (which moves a comment with the statement it precedes) keeps the region where it is.
 * @param {string} path
 * @param {string} source what the region is generated from, e.g. `src/endpoints`
 */
export function markersOf(path, source) {
  const note = `<generated> by \`pnpm generate\` from ${source}: do not edit between these markers`;
  return path.endsWith('.md')
    ? { start: `<!-- ${note} -->`, end: '<!-- </generated> -->' }
    : { start: `// ${note}`, end: '// </generated>' };
}

/**
 * `text` with its region replaced by `body`; an error when the file has no region or more than one.
 * @param {string} path the file's path, for the error and the kind of markers
 * @param {string} text the file as it is
 * @param {string} source
 * @param {string} body the region's new lines, without the markers
 */
export function replaceRegion(path, text, source, body) {
  const { start, end } = markersOf(path, source);
  // A file may hold regions of several sources (the sandbox's README: its operations and its control
  // routes): each is found by its own start marker, and ends at the first end marker after it.
  const lines = text.split('\n');
  const first = lines.indexOf(start);
  const last = lines.findIndex((line, index) => index > first && line === end);
  const again = lines.indexOf(start, first + 1);
  if (first < 0 || last < 0)
    throw new Error(`${path}: no generated region; put these two lines where it belongs:\n${start}\n${end}`);
  if (again >= 0) throw new Error(`${path}: more than one generated region from ${source}.`);
  // Blank lines around the body: a Markdown table or list stays apart from the comments.
  const inner = body.trim() === '' ? [] : ['', ...body.trimEnd().split('\n'), ''];
  return [...lines.slice(0, first), start, ...inner, end, ...lines.slice(last + 1)].join('\n');
}
