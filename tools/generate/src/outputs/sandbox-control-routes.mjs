// The control API's table in the sandbox's README, one row per route of CONTROL_ROUTES.

/** @typedef {import('../read-control-routes.mjs').ControlRoute} ControlRoute */
/** @typedef {import('../generate.mjs').Output} Output */

/**
 * The generated region of the sandbox's README: each control route, what it does, and the
 * `lintas-sandbox` verb that calls it.
 * @param {readonly ControlRoute[]} routes
 * @returns {Output}
 */
export function sandboxControlReadme(routes) {
  const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');
  const rows = routes.map(
    (route) =>
      `| \`${route.method} /__sandbox${route.path}\` | ${cell(route.summary)} | ${route.verb ? `\`lintas-sandbox ${cell(route.verb)}\`` : ''} |`,
  );
  return {
    path: 'packages/sandbox/README.md',
    region: 'src/control/control-routes.ts',
    content: ['| Route | What it does (the `Sandbox` method it calls) | Verb |', '|---|---|---|', ...rows].join('\n'),
  };
}
