import { byId } from './dom.js';

/**
 * Hides the items of `list` (those matching `selector`) whose text does not hold every word typed in
 * the filter box `#<inputId>`, case aside: `21006 payout` keeps a payout's call refused with 21006.
 * Called after each redraw of the list, and as the box is typed in.
 */
export function applyFilter(inputId: string, list: Element, selector: string): void {
  const words = byId<HTMLInputElement>(inputId).value.toLowerCase().split(/\s+/).filter(Boolean);
  for (const item of list.querySelectorAll<HTMLElement>(selector)) {
    const text = (item.textContent ?? '').toLowerCase();
    item.hidden = !words.every((word) => text.includes(word));
  }
}
