import { describe, expect, it } from 'vitest';
import { documentedBlocks } from '../src/documentation.js';

/** The argument text of each `createNotificationHandler(...)` call in `code`, its parentheses balanced. */
function handlerCalls(code: string): string[] {
  const calls: string[] = [];
  for (let start = code.indexOf('createNotificationHandler('); start >= 0; ) {
    let depth = 0;
    let end = start + 'createNotificationHandler'.length;
    do {
      const character = code[end];
      if (character === '(') depth += 1;
      if (character === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < code.length);
    // A call named in a comment (`// for createNotificationHandler({ verifier, ... })`) builds nothing.
    const line = code.slice(code.lastIndexOf('\n', start) + 1, start);
    if (!line.includes('//')) calls.push(code.slice(start, end));
    start = code.indexOf('createNotificationHandler(', end);
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
