import type { Signer } from '@lintas/core';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { createDemoClient } from '../client.js';
import type { DemoConfig } from '../config.js';
import { summarize } from '../report.js';
import { createDemoContext, groupNames, runScenarios, selectScenarios } from '../run-demo.js';
import type { Target } from '../target.js';
import { gatewayToday } from '../utils/format.js';
import { createIdFactory } from '../utils/ids.js';
import type {
  CallRecord,
  ChannelsView,
  HistoryEntry,
  NotificationsView,
  OperationForm,
  ReplayView,
  SeededView,
  SessionView,
} from './api-types.js';
import { createCallHistory } from './call-history.js';
import { callOperation } from './call-operation.js';
import type { Operation } from './catalog.js';
import { createChannelList } from './channel-list.js';
import { checkParams } from './check-params.js';
import { readConsoleAssets } from './console-assets.js';
import { consolePage } from './console-page.js';
import type { EventHub } from './event-hub.js';
import { operationForm } from './operation-form.js';
import { decideAuthorization, isSandboxAction, SANDBOX_ACTIONS } from './sandbox-actions.js';
import { plantSeed } from './sandbox-seeds.js';
import { sandboxTransactions } from './transactions.js';

/** What the console's HTTP app works with. */
export interface ConsoleAppOptions {
  readonly config: DemoConfig;
  readonly target: Target;
  readonly catalog: readonly Operation[];
  readonly hub: EventHub;
  readonly signer: Signer;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const body: unknown = await c.req.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * The console's HTTP app: the page, and a JSON API that runs operations through the SDK, drives the
 * sandbox as the payer and the channel, lists transactions, streams notifications and scenario
 * progress (server-sent events), and runs scenario groups.
 */
export function consoleApp(options: ConsoleAppOptions): Hono {
  const { config, target, catalog, hub, signer } = options;
  const app = new Hono();
  const ids = createIdFactory();
  // Letters and digits only: some ids allow nothing else (a Thai QR code's, an ID virtual account's).
  const newId = (prefix: string) => ids(prefix).replaceAll('-', '');
  const client = createDemoClient({ baseUrl: target.baseUrl, appId: target.appId, signer, hooks: {} });
  // Checks params through the SDK and never sends (see checkParams).
  const checker = createDemoClient({
    baseUrl: target.baseUrl,
    appId: target.appId,
    signer,
    hooks: {},
    fetch: () => Promise.reject(new Error('the console only checks these params')),
  });
  // A sandbox says which channels it accepts; a gateway lists the channels a checkout can offer.
  const { sandbox } = target;
  const channelsOf = createChannelList(
    sandbox
      ? {
          name: 'sandbox',
          list: async (countryCode) =>
            (await sandbox.channels()).filter((channel) => channel.countryCode === countryCode),
        }
      : {
          name: 'gateway',
          list: async (countryCode) => (await client.neutral.listCheckoutChannels({ countryCode })).list,
        },
  );
  const operationOf = (c: Context) =>
    catalog.find((operation) => operation.family === c.req.param('family') && operation.name === c.req.param('name'));
  const history = createCallHistory(target.baseUrl);
  let running: number | undefined;
  let runs = 0;

  // The API answers this page only: a write must be JSON (so another site's form cannot post it
  // without a preflight) and, when the browser names an origin, come from this one.
  app.use('/api/*', async (c, next) => {
    if (c.req.method !== 'GET') {
      const origin = c.req.header('origin');
      if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
        return c.json({ error: 'JSON only' }, 415);
      if (origin && origin !== new URL(c.req.url).origin) return c.json({ error: 'another origin' }, 403);
    }
    return next();
  });

  app.get('/', (c) => c.html(consolePage()));
  const assets = readConsoleAssets();
  app.get('/assets/:name', (c) => {
    const asset = assets.get(c.req.param('name'));
    if (!asset) return c.text('no such file', 404);
    return c.body(asset.body, 200, { 'content-type': asset.contentType, 'cache-control': 'no-store' });
  });

  app.get('/api/session', (c) =>
    c.json<SessionView>({
      target: config.target,
      baseUrl: target.baseUrl,
      appId: target.appId,
      sandbox: target.sandbox !== undefined,
      groups: groupNames,
      operations: catalog.map(({ family, name, path, summary }) => ({ family, name, path, summary })),
    }),
  );

  app.get('/api/operations/:family/:name', (c) => {
    const operation = operationOf(c);
    if (!operation) return c.json({ error: 'no such operation' }, 404);
    return c.json<OperationForm>(
      operationForm(operation, { newId, notifyUrl: (topic) => target.receiver.url(topic), today: gatewayToday() }),
    );
  });

  app.get('/api/channels/:family/:name', async (c) => {
    const operation = operationOf(c);
    if (!operation) return c.json({ error: 'no such operation' }, 404);
    const country = /^[A-Z]{2}$/.test(c.req.query('country') ?? '')
      ? (c.req.query('country') as string)
      : operation.country;
    return c.json<ChannelsView>({ country, channels: await channelsOf(operation, country) });
  });

  app.post('/api/validate/:family/:name', async (c) => {
    const operation = operationOf(c);
    if (!operation) return c.json({ error: 'no such operation' }, 404);
    const params = (await jsonBody(c))['params'];
    const given = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
    return c.json({ issues: await checkParams(checker, operation, given) });
  });

  app.post('/api/call/:family/:name', async (c) => {
    const operation = operationOf(c);
    if (!operation) return c.json({ error: 'no such operation' }, 404);
    const body = (await jsonBody(c))['params'];
    const params = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const at = Date.now();
    const started = performance.now();
    const outcome = await callOperation({ baseUrl: target.baseUrl, appId: target.appId, signer }, operation, params);
    const record = history.add(operation, params, outcome, at, Math.round(performance.now() - started));
    hub.publish({ type: 'call', entry: history.list()[0] as HistoryEntry });
    hub.publish({ type: 'changed' });
    return c.json<CallRecord>(record);
  });

  app.get('/api/history', (c) => c.json<HistoryEntry[]>(history.list()));

  app.get('/api/history/:id', (c) => {
    const record = history.get(Number(c.req.param('id')));
    return record ? c.json<CallRecord>(record) : c.json({ error: 'no such call' }, 404);
  });

  app.get('/api/transactions', async (c) =>
    c.json(target.sandbox ? await sandboxTransactions(target.sandbox, target.appId) : []),
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
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 409);
    }
    hub.publish({ type: 'changed' });
    return c.json({ done: action, id });
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
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 409);
    }
  });

  app.get('/api/notifications', (c) =>
    c.json<NotificationsView>({
      received: target.receiver.received,
      refused: target.receiver.refused,
      deliveries: target.receiver.deliveries,
    }),
  );

  const receivedOf = async (c: Context) => {
    const key = (await jsonBody(c))['key'];
    return target.receiver.received.find((notification) => notification.key === key);
  };

  // The gateway sends it again: on a sandbox, its delivery of this very notification (same param and sign).
  app.post('/api/notifications/resend', async (c) => {
    const { sandbox } = target;
    if (!sandbox) return c.json({ error: 'Only a sandbox can be asked to send a notification again' }, 409);
    const notification = await receivedOf(c);
    if (!notification) return c.json({ error: 'no such notification' }, 404);
    const sent = (await sandbox.deliveries()).find((delivery) => delivery.param === notification.param);
    if (!sent) return c.json({ error: 'the sandbox did not send this notification' }, 404);
    await sandbox.resendNotification({ id: sent.id });
    await sandbox.notificationsIdle();
    return c.json({ resent: sent.id });
  });

  // The console posts the notification, as archived, to its receiver again: a redelivery as the
  // receiver sees it, on any target.
  app.post('/api/notifications/replay', async (c) => {
    const notification = await receivedOf(c);
    if (!notification) return c.json({ error: 'no such notification' }, 404);
    const response = await fetch(`${target.receiver.localUrl}${notification.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ param: notification.param, sign: notification.sign }),
    });
    return c.json<ReplayView>({ httpStatus: response.status, answer: await response.text() });
  });

  app.get('/api/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = hub.subscribe((event) => void stream.writeSSE({ data: JSON.stringify(event) }));
      stream.onAbort(unsubscribe);
      while (!stream.aborted) await stream.sleep(15_000).then(() => stream.writeSSE({ event: 'ping', data: '' }));
      unsubscribe();
    }),
  );

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
        const context = await createDemoContext(target, selected);
        const steps = await runScenarios(context, selected, (step) => hub.publish({ type: 'step', runId, step }));
        hub.publish({ type: 'run-finished', runId, summary: summarize(steps) });
      } finally {
        running = undefined;
        hub.publish({ type: 'changed' });
      }
    })();
    return c.json({ runId, groups: [...new Set(selected.map((scenario) => scenario.family))] });
  });

  return app;
}
