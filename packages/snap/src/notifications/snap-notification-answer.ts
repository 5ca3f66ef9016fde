import {
  isLintasError,
  isNotificationJsonError,
  isNotificationPayloadError,
  type NotificationAnswer,
  type NotificationAnswerDetail,
} from '@lintas/core';

/** A SNAP answer: the HTTP status, and the case and words of its `responseCode` of service 52. */
interface SnapReply {
  readonly status: number;
  readonly caseCode: string;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
}

// Come back in a few seconds: another delivery finishes, or the store or the lookup is back.
const comeBack = { 'retry-after': '5' };

/**
 * The SNAP reply of each answer of the delivery loop, by SNAP's response codes (HTTP status, service
 * 52, case: https://docs.durianpay.id/docs/api/snap/response/response-code/). Only `2005200` is an
 * acknowledgement: a sender delivers again whatever else it is answered
 * (https://docs.durianpay.id/reference/ewallet-notif: "If your server does not respond with 200 OK, we
 * retry delivery"). What may succeed later (another delivery holds it, it cannot be confirmed yet, the
 * store failed or did not answer in time) answers HTTP 503 with `retry-after`, as core's handler does;
 * a failure of the handler, SNAP's 500 case 01 ("Unknown Internal Server Failure, Please retry the
 * process again"); a notification that is not the merchant's, 404 case 01 ("Transaction Not Found").
 */
function snapReply(answer: NotificationAnswer, detail: NotificationAnswerDetail): SnapReply {
  const reason = isLintasError(detail.error) ? ` ${detail.error.message}` : '';
  switch (answer) {
    case 'acknowledge':
    case 'reply':
      return { status: 200, caseCode: '00', message: 'Successful' };
    case 'not-post':
      return { status: 405, caseCode: '00', message: 'Method Not Allowed. Notifications are sent with POST' };
    case 'too-large':
      return {
        status: 413,
        caseCode: '00',
        message: `Request Entity Too Large. The body is larger than ${detail.maxBodyBytes} bytes`,
      };
    case 'unsigned':
      return { status: 401, caseCode: '00', message: `Unauthorized.${reason}` };
    case 'malformed':
      return malformed(detail.error, reason);
    case 'url-mismatch':
      return { status: 401, caseCode: '00', message: 'Unauthorized. The URL is not bound to this transaction' };
    case 'not-confirmed':
      return { status: 404, caseCode: '01', message: 'Transaction Not Found' };
    case 'busy':
    case 'not-yet':
    case 'unavailable':
      return { status: 503, caseCode: '00', message: 'Service Unavailable. Send it again later', headers: comeBack };
    case 'failed':
      return { status: 500, caseCode: '01', message: 'Internal Server Error. Please retry the process again' };
    case 'unhandled':
    case 'unproven':
      return { status: 500, caseCode: '00', message: 'General Error' };
  }
}

/** A payload its site does not send: SNAP's 400 cases, 02 for a member missing, 01 for one malformed. */
function malformed(error: unknown, reason: string): SnapReply {
  if (isNotificationJsonError(error))
    return { status: 400, caseCode: '00', message: 'Bad Request. The body is not JSON' };
  const [issue] = isNotificationPayloadError(error) ? error.issues : [];
  if (issue === undefined) return { status: 400, caseCode: '00', message: `Bad Request.${reason}` };
  const field = issue.path || 'body';
  return issue.message === 'is required'
    ? { status: 400, caseCode: '02', message: `Invalid Mandatory Field ${field}` }
    : { status: 400, caseCode: '01', message: `Invalid Field Format ${field}` };
}

/** The answer of the delivery loop in SNAP's form: `{"responseCode","responseMessage"}` of service 52. */
export function snapNotificationAnswer(answer: NotificationAnswer, detail: NotificationAnswerDetail): Response {
  const reply = snapReply(answer, detail);
  const body = JSON.stringify({ responseCode: `${reply.status}52${reply.caseCode}`, responseMessage: reply.message });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...reply.headers };
  if (answer === 'not-post') headers.allow = 'POST';
  return new Response(body, { status: reply.status, headers });
}
