// Nothing wider than the phone (UX.md): what a screen shows past the viewport's right edge.
import type { Page } from 'playwright-core';

/**
 * The document's width, and the innermost visible elements whose box, cut by the scroll
 * containers around it (carousels, the map), reaches past the right edge of the viewport.
 */
export async function overflowOf(
  page: Page,
): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const wide: Element[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let right = box.right;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible')
          right = Math.min(right, up.getBoundingClientRect().right);
      }
      if (right > edge + 0.5) wide.push(element);
    }
    const offenders = wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .map((element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}> right ${right}: "${text}"`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}
