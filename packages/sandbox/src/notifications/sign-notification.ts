import { createSign, type KeyObject } from 'node:crypto';

/** Signs a notification `param` string with the platform private key: RSA-SHA256, base64. */
export function signNotification(param: string, platformPrivateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(param, 'utf8').sign(platformPrivateKey, 'base64');
}
