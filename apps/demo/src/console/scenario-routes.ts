import type { Hono } from 'hono';
import { summarize } from '../report.js';
import { createDemoContext, runScenarios, selectScenarios } from '../run-demo.js';
import { type ConsoleContext, jsonBody } from './console-context.js';

/**
 * The route that runs scenario groups of the scripted demo, one run at a time, its steps and its end
 * published as they happen.
 */
export function scenarioRoutes(app: Hono, context: ConsoleContext): void {
  const { target, hub } = context;
  let running: number | undefined;
  let runs = 0;

  app.post('/api/scenarios', async (c) => {
    if (running !== undefined) return c.json({ error: `run ${running} is still going` }, 409);
    const groups = (await jsonBody(c))['groups'];
    let selected: ReturnType<typeof selectScenarios>;
    try {
      selected = selectScenarios(Array.isArray(groups) ? groups.map(String) : undefined);
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 400);
    }
    runs += 1;
    const runId = runs;
    running = runId;
    void (async () => {
      try {
        const demo = await createDemoContext(target, selected);
        const steps = await runScenarios(demo, selected, (step) => hub.publish({ type: 'step', runId, step }));
        hub.publish({ type: 'run-finished', runId, summary: summarize(steps) });
      } finally {
        running = undefined;
        hub.publish({ type: 'changed' });
      }
    })();
    return c.json({ runId, groups: [...new Set(selected.map((scenario) => scenario.family))] });
  });
}
