// Issue 20: every new page opens at its top, with the focus on its main heading (a screen
// reader announces the page); the back button returns to where the last page was left.
import type { Locator, Page } from 'playwright-core';
import { eventually } from './traveller';

/** How far down a page that "opens at its top" may be (none, but a pixel of rounding). */
const atTop = 2;

export interface PagePlace {
  focused: boolean;
  top: number;
  bottom: number;
  scrollY: number;
  viewportHeight: number;
}

/** Where the heading is on the screen, the page's scroll and whether the heading has the focus. */
export async function placeOf(page: Page, heading: Locator): Promise<PagePlace> {
  const focused = await heading.evaluate((element) => element === document.activeElement);
  const box = await heading.boundingBox();
  const scrollY = await page.evaluate(() => window.scrollY);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  return {
    focused,
    top: box?.y ?? -1,
    bottom: (box?.y ?? -1) + (box?.height ?? 0),
    scrollY,
    viewportHeight,
  };
}

/**
 * The page just opened shows its main heading without scrolling, at the page's top, and the
 * heading has the focus. `step` names the page in a failure.
 */
export async function expectPageTop(page: Page, heading: Locator, step: string): Promise<void> {
  await heading.waitFor();
  const place = await eventually(
    () => placeOf(page, heading),
    (now) => now.focused,
    3_000,
  );
  expect({
    step,
    focused: place.focused,
    headingInView: place.top >= 0 && place.bottom <= place.viewportHeight,
    atTop: place.scrollY <= atTop,
  }).toEqual({ step, focused: true, headingInView: true, atTop: true });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
