import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { NotificationsView, ReplayView } from './api-types.js';
import { type ConsoleContext, jsonBody } from './console-context.js';

/**
 * The routes of the live notifications: what the receiver recorded, a notification sent again by the
 * sandbox or posted again by the console, and the stream of everything that happens (server-sent events).
 */
export function notificationRoutes(app: Hono, context: ConsoleContext): void {
  const { target, hub, snapNotifications } = context;

  app.get('/api/notifications', (c) =>
    c.json<NotificationsView>({
      // The SNAP ones among them, in the order they arrived (sort() keeps the order of equal times).
      received: [...target.receiver.received, ...(snapNotifications?.received ?? [])].sort((a, b) => a.at - b.at),
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
}
