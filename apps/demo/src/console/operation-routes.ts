import type { Hono } from 'hono';
import { groupNames } from '../run-demo.js';
import { gatewayToday } from '../utils/format.js';
import type { CallRecord, ChannelsView, HistoryEntry, OperationForm, SessionView } from './api-types.js';
import { callOperation } from './call-operation.js';
import { checkParams } from './check-params.js';
import { type ConsoleContext, jsonBody } from './console-context.js';
import { harOf } from './history-export.js';
import { operationForm } from './operation-form.js';
import { callSnapOperation } from './snap-calls.js';

/**
 * The routes of the form and its calls: the session, an operation's form and channel codes, a check of
 * its params (nothing sent), a call through the SDK, and the history of calls.
 */
export function operationRoutes(app: Hono, context: ConsoleContext): void {
  const { config, target, catalog, hub, signer, checker, newId, channelsOf, history, operationOf, snapAccounts } =
    context;

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

  app.get('/api/operations/:family/:name', async (c) => {
    const operation = operationOf(c);
    if (!operation) return c.json({ error: 'no such operation' }, 404);
    const snapMerchant = operation.snapProfile && (await snapAccounts.of(operation.snapProfile))?.appId;
    return c.json<OperationForm>(
      operationForm(operation, {
        newId,
        notifyUrl: (topic) => target.receiver.url(topic),
        today: gatewayToday(),
        ...(snapMerchant ? { merchantId: snapMerchant } : {}),
      }),
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
    const outcome = operation.snapProfile
      ? await callSnapOperation(target.baseUrl, await snapAccounts.of(operation.snapProfile), operation, params)
      : await callOperation({ baseUrl: target.baseUrl, appId: target.appId, signer }, operation, params);
    const record = history.add(operation, params, outcome, at, Math.round(performance.now() - started));
    hub.publish({ type: 'call', entry: history.list()[0] as HistoryEntry });
    hub.publish({ type: 'changed' });
    return c.json<CallRecord>(record);
  });

  app.get('/api/history', (c) => c.json<HistoryEntry[]>(history.list()));

  // The whole history to keep or share: as the console records it, or as a HAR 1.2 log a browser's
  // network panel, Postman or Charles opens.
  app.get('/api/export/history.json', (c) =>
    c.json(history.records(), 200, { 'content-disposition': 'attachment; filename="lintas-history.json"' }),
  );
  app.get('/api/export/history.har', (c) =>
    c.json(harOf(history.records(), target.baseUrl, '0.0.0'), 200, {
      'content-disposition': 'attachment; filename="lintas-history.har"',
    }),
  );

  app.get('/api/history/:id', (c) => {
    const record = history.get(Number(c.req.param('id')));
    return record ? c.json<CallRecord>(record) : c.json({ error: 'no such call' }, 404);
  });
}
