import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

describe('the CommonJS build', () => {
  it('works from a plain .cjs file with require()', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/consumer.cjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [fixture], { timeout: 30_000 });
    expect(JSON.parse(stdout)).toEqual({
      data: { mchOrderId: 'cjs-1', status: 'PAID' },
      signatureValid: true,
      errorName: 'GatewayError',
    });
  });
});
