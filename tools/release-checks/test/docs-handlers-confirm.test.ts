import { describe, expect, it } from 'vitest';
import { documentedBlocks } from '../src/documentation.js';

/** The argument text of each `<name>(...)` call in `code`, its parentheses balanced. */
function handlerCalls(code: string, name = 'createNotificationHandler'): string[] {
  const calls: string[] = [];
  for (let start = code.indexOf(`${name}(`); start >= 0; ) {
    let depth = 0;
    let end = start + name.length;
    do {
      const character = code[end];
      if (character === '(') depth += 1;
      if (character === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < code.length);
    // A call named in a comment (`// for createNotificationHandler({ verifier, ... })`) builds nothing.
    const line = code.slice(code.lastIndexOf('\n', start) + 1, start);
    if (!line.includes('//')) calls.push(code.slice(start, end));
    start = code.indexOf(`${name}(`, end);
  }
  return calls;
}

// Issue 30, finding 6: a handler that neither confirms with the gateway nor checks bound URLs accepts
// another merchant's notification replayed to you; the docs taught it. Every handler a merchant reads
// in a README or a guide proves its notifications: `confirm` (a lookup under the merchant's appId) or
// `boundUrls`. `unconfirmed` may name, besides, an event the gateway documents no lookup for.
describe('the notification handlers of the READMEs and docs', () => {
  const handlers = documentedBlocks().flatMap((block) =>
    handlerCalls(block.code)
      .filter((call) => call.includes('{'))
      .map((call) => ({ where: `${block.file}:${block.line}`, call })),
  );

  it('are found: the guide, the stores README and the root README each build one', () => {
    const files = new Set(handlers.map(({ where }) => where.split(':')[0]));
    expect([...files]).toEqual(
      expect.arrayContaining(['README.md', 'packages/core/docs/notifications.md', 'packages/stores/README.md']),
    );
  });

  it('each confirm with the gateway or check bound URLs', () => {
    const proving = /\bconfirm\s*[:,}]|\bboundUrls\b/;
    const unproven = handlers.filter(({ call }) => !proving.test(call)).map(({ where }) => where);
    expect(unproven).toEqual([]);
  });
});

// Issue 42, finding 1: the SNAP README's listener marked a parcel paid for another merchant's payment
// replayed to it. Every SNAP handler a merchant reads proves its notifications: the codes the merchant's
// client created (`createdCodes`), a status query (`confirm`) or bound URLs, never the signature alone.
describe('the SNAP notification handlers of the READMEs and docs', () => {
  const handlers = documentedBlocks().flatMap((block) =>
    handlerCalls(block.code, 'createSnapNotificationHandler')
      .filter((call) => call.includes('{'))
      .map((call) => ({ where: `${block.file}:${block.line}`, call })),
  );

  it('are found: the SNAP README builds one', () => {
    expect(handlers.map(({ where }) => where.split(':')[0])).toContain('packages/snap/README.md');
  });

  it('each prove notifications with the created codes, a status query or bound URLs', () => {
    const proving = /\bcreatedCodes\s*:|\bconfirm\s*:|\bboundUrls\b/;
    const unproven = handlers.filter(({ call }) => !proving.test(call)).map(({ where }) => where);
    expect(unproven).toEqual([]);
  });
});
