import { GatewayCode, isGatewayError } from '@lintas/core';
import * as openpgp from 'openpgp';
import { describe, expect, it } from 'vitest';
import { completedPayment, issuePaths } from '../../test/fixtures.js';
import { rejectionOf, useSandbox } from '../../test/setup-sandbox.js';

const path = '/open-api/report/download';
const setup = useSandbox();

/** Today's date in the gateway's time zone (UTC+8), as reports are kept by gateway day. */
function gatewayToday(): string {
  return new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('neutral.downloadReport', () => {
  it('answers 409 for the package until the merchant registers the OpenPGP key it is encrypted to', async () => {
    const { downloadUrl } = await setup.client.neutral.downloadReport({
      countryCode: 'PH',
      transDate: gatewayToday(),
      transType: 2,
    });
    const response = await fetch(downloadUrl);
    expect(response.status).toBe(409);
    await response.body?.cancel();
  });

  // https://jtdocs.bluepay.asia/en/ReportDownload.html: the URL gives a GPG-encrypted zip of the day's files.
  it('answers a signed, expiring URL of the day’s package, an OpenPGP message holding a zip', async () => {
    const { publicKey, privateKey } = await openpgp.generateKey({ userIDs: [{ name: 'merchant' }], format: 'armored' });
    await setup.sandbox.setReportSettings({ appId: setup.merchant.appId, publicKey });
    await completedPayment(setup);
    const { downloadUrl } = await setup.client.neutral.downloadReport({
      countryCode: 'PH',
      transDate: gatewayToday(),
      transType: 2,
    });
    const url = new URL(downloadUrl);
    expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
    const response = await fetch(downloadUrl);
    expect(response.status).toBe(200);
    const message = await openpgp.readMessage({ binaryMessage: new Uint8Array(await response.arrayBuffer()) });
    const decryptionKeys = await openpgp.readPrivateKey({ armoredKey: privateKey });
    const { data } = await openpgp.decrypt({ message, decryptionKeys, format: 'binary' });
    expect(new TextDecoder().decode((data as Uint8Array).slice(0, 2))).toBe('PK');
  });

  it('answers a report URL whose tampering the file server refuses', async () => {
    const { downloadUrl } = await setup.client.neutral.downloadReport({
      countryCode: 'PH',
      transDate: gatewayToday(),
      transType: 1,
    });
    const url = new URL(downloadUrl);
    url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const response = await fetch(url);
    expect(response.status).toBe(403);
    await response.body?.cancel();
  });

  it('refuses a date that does not exist and a report kind other than 1 or 2 before sending, naming both', async () => {
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      setup.client.neutral.downloadReport({ countryCode: 'PH', transDate: '2026-02-30', transType: 3 as never }),
    );
    expect(issuePaths(error)).toEqual(['transDate', 'transType']);
    expect(setup.sandbox.hits(path)).toBe(before);
  });

  it('lets a lower-case country through when format checks are off, and surfaces the gateway’s 21002 refusal', async () => {
    const client = await setup.clientWith({ formatChecks: false });
    const before = setup.sandbox.hits(path);
    const error = await rejectionOf(
      client.neutral.downloadReport({ countryCode: 'ph', transDate: gatewayToday(), transType: 2 }),
    );
    expect(isGatewayError(error) && error.code).toBe(GatewayCode.ParamError);
    expect(setup.sandbox.hits(path)).toBe(before + 1);
  });
});
