import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AuthorizationNotificationPayload,
  AuthorizationNotificationSchema,
} from './authorization-notification.js';

// https://jtdocs.bluepay.asia/en/DirectDebit/Notification.html spells the token `paytoken`.
const granted = {
  eventName: 'token.create.success',
  userId: 'user-1',
  requestId: 'req-1',
  channelCode: 'PH_GCASH_DIRECT_DEBIT',
  paytoken: 'PT-1',
  tokenStatus: 'ACTIVED',
  expiresTime: '2027-11-21 10:00:00',
};

describe('AuthorizationNotificationSchema', () => {
  it('fills payToken from the paytoken spelling of the notification page, and keeps a payToken sent', () => {
    expect(v.parse(AuthorizationNotificationSchema, granted).payToken).toBe('PT-1');
    expect(v.parse(AuthorizationNotificationSchema, { ...granted, payToken: 'PT-2' }).payToken).toBe('PT-2');
  });

  it('reads a refusal, which carries no token, and refuses a payload without its requestId', () => {
    const { paytoken: _token, tokenStatus: _status, ...refused } = granted;
    expect(v.parse(AuthorizationNotificationSchema, refused).payToken).toBeUndefined();
    const { requestId: _id, ...unnamed } = granted;
    expect(v.safeParse(AuthorizationNotificationSchema, unnamed).success).toBe(false);
  });

  it('types the token and the reason a token became inactive, its listed values open', () => {
    expectTypeOf<AuthorizationNotificationPayload['payToken']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<AuthorizationNotificationPayload['inactiveType']>().toExtend<
      'MCH_CANCEL' | 'PLATFORM_CANCEL' | 'USER_CANCEL' | 'EXPIRED' | string | undefined
    >();
    // @ts-expect-error a misspelled member is a compile error
    expectTypeOf<AuthorizationNotificationPayload['inactivType']>().toBeUnknown();
  });
});
