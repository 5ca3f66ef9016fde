import type { Hono } from 'hono';
import type { SandboxDriver } from '../sandbox-driver.js';
import type { SeededView } from './api-types.js';
import { type ConsoleContext, jsonBody } from './console-context.js';
import { decideAuthorization, isSandboxAction, SANDBOX_ACTIONS } from './sandbox-actions.js';
import { plantSeed } from './sandbox-seeds.js';
import { sandboxTransactions } from './transactions.js';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The routes of the transactions and the sandbox: the merchant's transactions, the payer's and the
 * channel's moves, and a record the sandbox makes for an operation no documented one prepares.
 */
export function sandboxRoutes(app: Hono, context: ConsoleContext): void {
  const { target, hub, newId, snapAccounts } = context;

  app.get('/api/transactions', async (c) =>
    c.json(target.sandbox ? await sandboxTransactions(target.sandbox, target.appId, await snapAccounts.appIds()) : []),
  );

  app.post('/api/sandbox/:action', async (c) => {
    const { sandbox } = target;
    const action = c.req.param('action');
    const id = String((await jsonBody(c))['id'] ?? '');
    if (!sandbox) return c.json({ error: 'Only a sandbox can play the payer and the channel' }, 409);
    try {
      if (action === 'approve' || action === 'reject')
        await decideAuthorization(sandbox, target.appId, id, action === 'approve');
      else if (isSandboxAction(action)) await SANDBOX_ACTIONS[action](sandbox, id);
      else return c.json({ error: `no action ${action}` }, 404);
    } catch (error) {
      return c.json({ error: message(error) }, 409);
    }
    hub.publish({ type: 'changed' });
    return c.json({ done: action, id });
  });

  // The sandbox's faults (its `/__sandbox/faults` control routes, or the embedded sandbox's same
  // methods): the page lists them, injects one, clears them all. The sandbox checks a fault as given.
  app.get('/api/faults', async (c) => (target.sandbox ? c.json(await target.sandbox.faults()) : c.json([])));
  app.post('/api/faults', async (c) => {
    const { sandbox } = target;
    if (!sandbox) return c.json({ error: 'Only a sandbox takes faults' }, 409);
    try {
      return c.json(
        await sandbox.injectFault((await jsonBody(c)) as unknown as Parameters<SandboxDriver['injectFault']>[0]),
      );
    } catch (error) {
      return c.json({ error: message(error) }, 400);
    }
  });
  app.post('/api/faults/clear', async (c) => {
    if (!target.sandbox) return c.json({ error: 'Only a sandbox takes faults' }, 409);
    await target.sandbox.clearFaults();
    return c.json({ cleared: true });
  });

  app.post('/api/seed/:family/:name', async (c) => {
    const { sandbox } = target;
    if (!sandbox) return c.json({ error: 'Only a sandbox can make records for the gateway' }, 409);
    try {
      const made = plantSeed(`${c.req.param('family')}.${c.req.param('name')}`, sandbox, target.appId, newId);
      if (!made) return c.json({ error: 'the sandbox makes nothing for this operation' }, 404);
      const values = await made;
      hub.publish({ type: 'changed' });
      return c.json<SeededView>({ values });
    } catch (error) {
      return c.json({ error: message(error) }, 409);
    }
  });
}
