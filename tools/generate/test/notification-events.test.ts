import { describe, expect, it } from 'vitest';
import { readFamilies } from '../src/families.mjs';
import { notificationEvents } from '../src/outputs/notification-events.mjs';
import { readNotifications } from '../src/read-notifications.mjs';
import { fixtureRepository, repositoryRoot } from './fixture-repository.js';

describe("the notifications guide's table of events", () => {
  const families = readFamilies(repositoryRoot);
  const events = new Map(families.map((family) => [family, readNotifications(repositoryRoot, family)]));
  const table = notificationEvents(families, events);

  it('lists every event each family declares, BluePay’s QR code payments and the settlement included', () => {
    expect(table.path).toBe('packages/core/docs/notifications.md');
    for (const row of [
      '| `@lintas/thailand` | `qrcode.payment.success` |',
      '| `@lintas/thailand` | `qrcode.payment.failed` |',
      '| `@lintas/thailand` | `settle.payment.success` |',
      '| `@lintas/neutral` | `payment.refund.cancel` |',
      '| `@lintas/direct-debit` | `token.create.success` |',
    ])
      expect(table.content).toContain(row);
    // One row per event a family declares: the table holds nothing else.
    const declared = [...events.values()].reduce((count, list) => count + list.length, 0);
    expect(table.content.split('\n').length - 2).toBe(declared);
  });

  it('refuses an event declared without a one-line JSDoc, naming its file and line', () => {
    const repository = fixtureRepository();
    try {
      repository.write(
        'packages/sample/src/notifications/sample-notifications.ts',
        "export const sampleNotifications = {\n  'thing.success': thing,\n};\n",
      );
      const [sample] = readFamilies(repository.root);
      expect(() => sample && readNotifications(repository.root, sample)).toThrow(
        'packages/sample/src/notifications/sample-notifications.ts:2: give thing.success a one-line JSDoc',
      );
    } finally {
      repository.close();
    }
  });
});
