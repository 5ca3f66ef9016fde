import { isLintasError } from '../../errors/lintas-error.js';
import type { NotificationAnswerDetail } from '../notification-protocol.js';
import { acknowledgementResponse, failure, isNotificationReply, replyResponse } from '../notification-reply.js';
import { type Answer, answerStatus } from './decide-delivery.js';

// Come back in a few seconds: another delivery finishes, or the record or the lookup is ready.
const comeBack = { 'retry-after': '5' };

/**
 * The HTTP answer to the gateway. A refusal's message says what to fix when the refusal is the sender's
 * (a signature, a body, a URL): the message of its error, which holds no secret. Any other failure
 * answers a generic message, so nothing of the handler's internals reaches the caller.
 */
export function deliveryResponse(answer: Answer, detail: NotificationAnswerDetail): Response {
  const status = answerStatus[answer];
  const own = isLintasError(detail.error) ? detail.error.message : undefined;
  switch (answer) {
    case 'acknowledge':
      return acknowledgementResponse();
    case 'reply':
      return isNotificationReply(detail.reply) ? replyResponse(detail.reply) : acknowledgementResponse();
    case 'not-post':
      return failure(status, 'Notifications are delivered with POST.', { allow: 'POST' });
    case 'too-large':
      return failure(status, `The notification body is larger than ${detail.maxBodyBytes} bytes.`);
    case 'unhandled':
      return failure(status, `No listener handles ${detail.eventName}; deliver it again later.`);
    case 'not-confirmed':
      return failure(status, 'The notification does not match a record the gateway holds for this merchant.');
    case 'busy':
      return failure(
        status,
        'This notification is being processed by another delivery; deliver it again later.',
        comeBack,
      );
    case 'not-yet':
      return failure(
        status,
        'The notification could not be confirmed with the gateway yet; deliver it again later.',
        comeBack,
      );
    case 'unavailable':
      return failure(status, 'The notification could not be processed now; deliver it again later.', comeBack);
    case 'unsigned':
    case 'malformed':
    case 'url-mismatch':
    case 'unproven':
      return failure(status, own ?? 'The notification was refused.');
    case 'failed':
      return failure(status, 'The notification was not processed; deliver it again later.');
  }
}
