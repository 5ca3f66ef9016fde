/** The element with `id`; the page's markup has every id the code asks for, so a missing one is a bug. */
export function byId<TElement extends HTMLElement = HTMLElement>(id: string): TElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The console page has no #${id}`);
  return element as TElement;
}

/** Text made safe for HTML element content and attribute values. */
export { escapeHtml as esc } from '../doc-html.js';

/** The nearest element matching `selector` from an event's target, if the event started inside one. */
export function closestTo<TElement extends Element>(event: Event, selector: string): TElement | null {
  return event.target instanceof Element ? event.target.closest<TElement>(selector) : null;
}
