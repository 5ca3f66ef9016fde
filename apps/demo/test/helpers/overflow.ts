import type { Page } from 'playwright-core';

/** The window widths every page of the console and the sandbox must fit: a laptop's and a desktop's. */
export const WIDTHS = [1280, 1400] as const;

/**
 * What sticks out sideways on `page` at `width` px (the height kept): the page wider than the window
 * (so it scrolls sideways), a panel wider than itself, a box that scrolls sideways, a button or a field
 * out of the window. Empty when everything fits.
 */
export async function overflowAt(page: Page, width: number): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 1000;
  await page.setViewportSize({ width, height });
  return page.evaluate((width) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page is ${root.scrollWidth} px wide in a ${width} px window`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''}`;
    for (const section of document.querySelectorAll('section')) {
      if (section.scrollWidth > section.clientWidth + 1)
        found.push(`${name(section)} holds ${section.scrollWidth} px in ${section.clientWidth} px`);
    }
    // A box that scrolls sideways hides what sticks out of it just as well.
    for (const element of document.querySelectorAll('body *')) {
      const { overflowX } = getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`);
    }
    for (const control of document.querySelectorAll('button, input, select, textarea')) {
      const box = control.getBoundingClientRect();
      if (box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1))
        found.push(`${name(control)} "${(control.textContent ?? '').trim()}" reaches ${Math.round(box.right)} px`);
    }
    return found;
  }, width);
}
