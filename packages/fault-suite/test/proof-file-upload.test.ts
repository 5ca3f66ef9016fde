// Finding 11: the split proof-file upload has the write policy its effects need. An answer lost or
// unreadable after the upload ends in OutcomeUnknownError with one file stored, never a resend that
// stores two or three; an answer that said "nothing was done" after the upload is retried, and the
// fileNo answered is a stored file's (the one to use, as its documentation says).
import { isLintasError, isOutcomeUnknownError } from '@lintas/core';
import { type Fault, matchCall } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { endpointOf, keysOf } from '../src/endpoint-of.js';
import { proofFileUpload } from '../src/money-moving-operations.js';
import { settle } from './outcome-of.js';
import { useFaultBench } from './setup.js';

const bench = useFaultBench();
const endpoint = endpointOf(proofFileUpload.endpoint);

async function upload(fault: Fault) {
  const params = await proofFileUpload.prepare(bench());
  const match = matchCall(endpoint.path, keysOf(endpoint, params));
  bench().proxy.plan(match, fault);
  const settled = await settle(bench().client.call(endpoint, params as never));
  return { settled, files: proofFileUpload.committed(bench().sandbox.state(), params) as { fileNo: string }[] };
}

describe('splitV1.uploadProofFile through the fault proxy', () => {
  const lost: [string, Fault][] = [
    ['dropped', { kind: 'drop-after' }],
    ['HTTP 503', { kind: 'status-after', status: 503 }],
    ['code 21000', { kind: 'code-after', code: 21000 }],
    ['cut short', { kind: 'truncate-after' }],
    ['not JSON', { kind: 'not-json-after' }],
  ];

  it.each(lost)('stored, then answered %s: OutcomeUnknownError with one file stored', async (_what, fault) => {
    const { settled, files } = await upload(fault);
    expect(!settled.ok && isOutcomeUnknownError(settled.error)).toBe(true);
    expect(files).toHaveLength(1);
  });

  it.each([
    ['HTTP 429', { kind: 'status-after', status: 429 }],
    ['code 21020', { kind: 'code-after', code: 21020 }],
  ] as [string, Fault][])(
    'stored, then answered %s: retried, and the fileNo answered is a stored file’s',
    async (_what, fault) => {
      const { settled, files } = await upload(fault);
      expect(settled.ok || isLintasError(settled.error)).toBe(true);
      expect(files.length).toBeGreaterThanOrEqual(1);
      if (settled.ok) expect(files.map((file) => file.fileNo)).toContain((settled.data as { fileNo: string }).fileNo);
    },
  );
});
