import { NotificationJobError } from '../../errors/notification-job-error.js';
import type { AnyNotification } from '../notification.js';
import type { NotificationJob } from '../notification-queue.js';
import { type ReadRequest, type ReadSetup, readDelivery } from './read-delivery.js';

/** The members of a job a handler writes, each with its type; a job holds these and nothing else. */
const jobMembers = {
  key: 'string',
  eventName: 'string',
  body: 'string',
  headers: 'object',
  url: 'string',
  enqueuedAt: 'number',
} as const;

/**
 * The request a job stands for: the URL, headers and body the notification was posted with; or why the
 * job is not one a handler wrote (a member missing, of another type, or one a handler never writes).
 */
export function jobRequest(job: unknown): Request | NotificationJobError {
  if (typeof job !== 'object' || job === null || Array.isArray(job))
    return new NotificationJobError('it is not an object');
  const members = job as Record<string, unknown>;
  for (const name of Object.keys(members)) {
    if (!(name in jobMembers)) return new NotificationJobError(`it has a member \`${name.slice(0, 64)}\``);
  }
  for (const [name, type] of Object.entries(jobMembers)) {
    const value = members[name];
    if (typeof value !== type || value === null) return new NotificationJobError(`its \`${name}\` is not a ${type}`);
  }
  const { url, headers, body } = job as NotificationJob;
  if (!URL.canParse(url)) return new NotificationJobError('its `url` is not a URL');
  if (Object.values(headers).some((value) => typeof value !== 'string')) {
    return new NotificationJobError('its `headers` are not text');
  }
  return new Request(url, { method: 'POST', headers, body });
}

/**
 * Reads the notification a job holds exactly as its delivery was read: its body within the handler's
 * limit, its signature verified again (its age is not judged again: it was on delivery, and a job may
 * wait in its queue longer than `maxAgeMs`), and its `key` and `eventName` those of that notification.
 */
export async function readJob(request: Request, job: NotificationJob, setup: ReadSetup): Promise<ReadRequest> {
  const read = await readDelivery(request, setup, { ageJudged: true });
  const { notification } = read;
  if (notification === undefined) return read;
  if (notification.key !== job.key || notification.eventName !== job.eventName) {
    const error = new NotificationJobError('its `key` or `eventName` is not the one of the notification it holds');
    return { reading: 'malformed', error };
  }
  return read;
}

/** The job of a delivery's notification: what the worker needs to read it again as this delivery did. */
export function jobOf(
  request: Request,
  notification: AnyNotification,
  read: Pick<ReadRequest, 'body' | 'headers'>,
): NotificationJob {
  const { key, eventName } = notification;
  // Verified, so valid UTF-8: the text gives back the bytes that were signed.
  const body = new TextDecoder().decode(read.body);
  return { key, eventName, body, headers: read.headers ?? {}, url: request.url, enqueuedAt: Date.now() };
}
