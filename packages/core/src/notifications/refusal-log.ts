import { isLintasError } from '../errors/lintas-error.js';
import { personalFields } from '../personal-data/personal-fields.js';
import { personalValues } from '../personal-data/personal-redaction.js';
import { redactPersonalData } from '../personal-data/redact-personal-data.js';
import { redactSecrets } from '../utils/redact-secrets.js';
import type { NotificationSource } from './notification.js';
import type { NotificationErrorContext } from './notification-handler-options.js';

/** A plugin as the handler may be given it: its endpoints too, when it is a whole plugin. */
interface PluginLike extends NotificationSource {
  readonly endpoints?: Readonly<Record<string, { readonly params?: unknown; readonly data?: unknown } | undefined>>;
}

/**
 * The members the plugins mark as personal data (`personalData()`), in their endpoints' params and data
 * and in their notifications' payloads: the names the client's log leaves out, left out of the handler's.
 */
export function notificationPersonalFields(plugins: readonly NotificationSource[]): ReadonlySet<string> {
  const fields = new Set<string>();
  const add = (schema: unknown) => {
    for (const field of personalFields(schema)) fields.add(field);
  };
  for (const plugin of plugins as readonly PluginLike[]) {
    for (const endpoint of Object.values(plugin.endpoints ?? {})) {
      add(endpoint?.params);
      add(endpoint?.data);
    }
    for (const definition of Object.values(plugin.notifications ?? {})) add(definition.schema);
  }
  return fields;
}

/**
 * The line the handler logs by default for a refusal or failure: its stage, event and key, and the
 * error's name and message (and its causes'; their stack frames only for a failure on this side, never
 * for a refused notification), never the payload the error may hold; with every personal
 * value left out (the members `fields` names, and their values wherever repeated) and every signature,
 * key and long encoded run, by the redaction the client's log uses.
 */
export function refusalLine(error: unknown, context: NotificationErrorContext, fields: ReadonlySet<string>): string {
  const { notification } = context;
  const about = notification === undefined ? '' : ` (${notification.eventName} ${notification.key})`;
  const payload = notification?.payload ?? (error as { readonly payload?: unknown } | null)?.payload;
  const values = personalValues(payload, fields);
  // A refusal of what was sent (forged, altered, another merchant's) is expected: one line, no stack.
  const frames = context.stage !== 'verification' && context.stage !== 'confirmation';
  const line = `[lintas] notification ${context.stage} failed${about}: ${describe(error, 0, frames)}`;
  // The key (a hash, for an event keyed on its whole text) is no secret: it is what to look the delivery up by.
  return redactSecrets(redactPersonalData(line, fields, values), notification?.key);
}

/**
 * An error as text: its name and message, its causes', and with `withFrames`, for an error not Lintas's
 * own, its stack's frames.
 */
function describe(error: unknown, depth: number, withFrames: boolean): string {
  if (!(error instanceof Error)) return String(error);
  const frames = !withFrames || isLintasError(error) ? '' : (error.stack?.split('\n').slice(1, 6).join('\n') ?? '');
  const cause =
    depth < 3 && error.cause !== undefined ? `; caused by ${describe(error.cause, depth + 1, withFrames)}` : '';
  return `${error.name}: ${error.message}${frames ? `\n${frames}` : ''}${cause}`;
}
