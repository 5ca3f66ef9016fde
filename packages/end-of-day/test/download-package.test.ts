import { describe, expect, it } from 'vitest';
import { downloadPackage } from '../src/index.js';

describe('downloadPackage: what a URL that refuses the download sends is read bounded', () => {
  it('reads a few KiB of an endless refusal (16 MiB here), enough to tell it expired, and stops', async () => {
    let pulled = 0;
    const endless = (async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('<Error><Message>Request has expired</Message>'));
        },
        pull(controller) {
          // Endless as far as the reader can tell; 16 MiB here, so that a reader reading it all ends.
          if (pulled >= 16 * 1024 * 1024) return controller.close();
          pulled += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        },
      });
      return new Response(body, { status: 403 });
    }) as typeof fetch;
    const error = await downloadPackage('https://storage.invalid/day.zip.gpg?signature=s3cr3t', {
      fetch: endless,
      timeoutMs: 2_000,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ReportDownloadError', reason: 'expired', status: 403 });
    expect((error as Error).message).not.toContain('s3cr3t');
    expect(pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });
});
