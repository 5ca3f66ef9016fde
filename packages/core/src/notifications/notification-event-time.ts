import { parseGatewayDateTime } from '../schemas/date-time.js';

// The members that date the event itself, most precise first. `expiresTime` is not one: it is in the future.
const eventTimeMembers = [
  'returnTime',
  'refundReturnTime',
  'settledReturnTime',
  'inactiveTime',
  'createTime',
  'refundCreateTime',
  // Settlement Notification V2 dates only its sending: https://jtdocs.bluepay.asia/en/SettleNotificationV2.html
  'notifyTime',
] as const;

/** The time the event of a notification happened, when it carries one Lintas can read. */
export function notificationEventTime(
  payload: Readonly<Record<string, unknown>>,
  utcOffset: string,
): { readonly text: string; readonly epochMs: number } | undefined {
  for (const member of eventTimeMembers) {
    const text = payload[member];
    if (typeof text !== 'string') continue;
    let epochMs: number;
    try {
      epochMs = parseGatewayDateTime(text, utcOffset).getTime();
    } catch {
      continue;
    }
    if (Number.isFinite(epochMs)) return { text, epochMs };
  }
  return undefined;
}
