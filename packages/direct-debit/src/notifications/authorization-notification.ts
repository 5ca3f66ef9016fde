import { type InferData, NotificationTimeSchema, openEnum } from '@lintas/core';
import * as v from 'valibot';

/**
 * `token.create.success` / `token.create.failed` / `token.cancel.success`: a direct-debit authorization
 * was granted, refused or cancelled. Sent to the authorization's `notifyUrl`.
 *
 * The gateway's notification page spells the token `paytoken`, its other pages `payToken`: both are
 * accepted, and `payToken` is filled from `paytoken` when only that one is sent.
 *
 * @example
 * ```ts
 * import * as v from 'valibot';
 * import { AuthorizationNotificationSchema } from '@lintas/direct-debit';
 *
 * // Re-check a payload you stored from a 'token.create.success' notification.
 * const payload = v.parse(AuthorizationNotificationSchema, JSON.parse(storedParam));
 * ```
 */
export const AuthorizationNotificationSchema = v.pipe(
  v.looseObject({
    /** The merchant's payer id. */
    userId: v.string(),
    /** The merchant's id of the authorization request. */
    requestId: v.string(),
    channelCode: v.optional(v.string()),
    /** The token to pay with, once granted. */
    payToken: v.optional(v.string()),
    /** The same token, as the notification page spells it. */
    paytoken: v.optional(v.string()),
    tokenStatus: v.optional(openEnum(['ACTIVED', 'INACTIVED'])),
    expiresTime: v.optional(NotificationTimeSchema),
    /** Only when inactive. */
    inactiveTime: v.optional(NotificationTimeSchema),
    /** Only when inactive. */
    inactiveType: v.optional(openEnum(['MCH_CANCEL', 'PLATFORM_CANCEL', 'USER_CANCEL', 'EXPIRED'])),
  }),
  v.transform((payload) =>
    payload.payToken === undefined && payload.paytoken !== undefined
      ? { ...payload, payToken: payload.paytoken }
      : payload,
  ),
);

/** The payload of `token.create.success` / `token.create.failed` / `token.cancel.success`. */
export type AuthorizationNotificationPayload = InferData<typeof AuthorizationNotificationSchema>;
