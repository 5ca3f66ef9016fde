import { describe, expect, it } from 'vitest';
import { OrderIndex } from '../src/match/order-index.js';
import { hashOf, hashSeed, TextPool } from '../src/match/text-pool.js';

// A package is a file from outside: an attacker who knows the index's hash can write order ids that all
// take one slot, and every lookup then walks all of them. Ids are crafted here against the hash as it was
// (FNV-1a from its fixed basis, slot = its low bits), the way such a package would be built.
const encoder = new TextEncoder();
const slotBits = 0xfff;

function fixedFnv(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193);
  return hash >>> 0;
}

/** `count` order ids whose fixed-basis FNV-1a shares its low 12 bits: one slot of a 4,096-slot table. */
function collidingIds(count: number): string[] {
  const ids: string[] = [];
  for (let serial = 0; ids.length < count; serial++) {
    const id = `order-${serial}`;
    if ((fixedFnv(encoder.encode(id)) & slotBits) === 0x2a5) ids.push(id);
  }
  return ids;
}

const crafted = collidingIds(2_000);

describe("the order index's hash (ids from a hostile package)", () => {
  it('takes the crafted ids to one slot under the fixed hash: the attack is real', () => {
    expect(new Set(crafted.map((id) => fixedFnv(encoder.encode(id)) & slotBits)).size).toBe(1);
  });

  it('spreads them over the slots as random ids spread, under the seed each table draws', () => {
    for (const seed of [hashSeed(), hashSeed(), 0]) {
      const slots = new Set(crafted.map((id) => hashOf(encoder.encode(id), seed) & slotBits));
      // 2,000 ids thrown at random into 4,096 slots take about 1,580 of them.
      expect(slots.size).toBeGreaterThan(1_400);
    }
  });

  it('draws a different seed for each table', () => {
    expect(new Set(Array.from({ length: 8 }, hashSeed)).size).toBe(8);
  });

  it('still finds every row of every crafted id, the last first', () => {
    const pool = new TextPool();
    const orders: number[] = [];
    const index = new OrderIndex(pool, (row) => orders[row] as number);
    const ids = [...crafted, ...crafted.slice(0, 100)];
    ids.forEach((id, row) => {
      orders[row] = pool.add(id);
      index.add(row, orders[row] as number);
    });
    for (const [at, id] of crafted.entries()) {
      index.find(id);
      const rows = [index.next(), index.next(), index.next()];
      expect(rows).toEqual(at < 100 ? [crafted.length + at, at, -1] : [at, -1, -1]);
    }
    index.find('order-not-there');
    expect(index.next()).toBe(-1);
  });
});
