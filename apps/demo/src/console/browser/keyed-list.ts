/** One item of a list drawn by {@link drawKeyed}: its identity, and its markup (one element). */
export interface KeyedItem {
  readonly key: string;
  readonly html: string;
}

/** The markup each element was drawn from: an element is replaced only when its markup changes. */
const drawnFrom = new WeakMap<Element, string>();

function elementOf(html: string): Element {
  const template = document.createElement('template');
  template.innerHTML = html;
  const element = template.content.firstElementChild;
  if (!element) throw new Error(`A list item must be an element: ${html.slice(0, 60)}`);
  return element;
}

/**
 * Makes `container`'s children the elements of `items`, in their order, updating it in place: an item
 * whose markup did not change keeps its element (a button under the pointer, an open `<details>`, a
 * text selection stay), a changed item's element is replaced, a new one inserted where it belongs and
 * one no longer listed removed. Items are told apart by `key`, kept in `data-item`.
 */
export function drawKeyed(container: Element, items: readonly KeyedItem[]): void {
  const existing = new Map<string, Element>();
  for (const child of Array.from(container.children)) {
    const key = child.getAttribute('data-item');
    if (key === null || existing.has(key)) child.remove();
    else existing.set(key, child);
  }
  let previous: Element | null = null;
  for (const { key, html } of items) {
    const old = existing.get(key);
    existing.delete(key);
    let element = old;
    if (!element || drawnFrom.get(element) !== html) {
      element = elementOf(html);
      element.setAttribute('data-item', key);
      drawnFrom.set(element, html);
      old?.remove();
    }
    const wanted: Element | null = previous ? previous.nextElementSibling : container.firstElementChild;
    if (wanted !== element) container.insertBefore(element, wanted);
    previous = element;
  }
  for (const stale of existing.values()) stale.remove();
}
