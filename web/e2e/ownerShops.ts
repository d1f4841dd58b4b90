// Browser steps on the owner's shop screens, for tests that need a shop made through the page.
import type { Page } from 'playwright-core';
import { appUrl } from './browser';

export interface ShopDraft {
  name: string;
  /** The city as the select shows it in English: the owner tests' own (`ownerTestCity`, owner.ts). */
  city: string;
  phone?: string;
  email?: string;
  address?: string;
  /** Monday's slots, [opens, closes] in 24-hour form; two by default. */
  monday?: [string, string][];
  online?: boolean;
}

/** Monday's fieldset of the opening hours (English page). */
export const weekday = (page: Page, day = 'Monday') => page.getByRole('group', { name: day });

/** Sets the slot `number` (1-based) of a day, adding it when needed (English page). */
export async function setSlot(
  page: Page,
  day: string,
  number: number,
  [opens, closes]: [string, string],
) {
  const group = weekday(page, day);
  const opensSelect = group.getByRole('combobox', { name: `Opens (slot ${number})` });
  if ((await opensSelect.count()) === 0)
    await group.getByRole('button', { name: `Add a time slot on ${day}` }).click();
  await opensSelect.selectOption(opens);
  await group.getByRole('combobox', { name: `Closes (slot ${number})` }).selectOption(closes);
}

/** Fills the about fields and places the shop with a tap on the map (English page). */
export async function fillShopAbout(page: Page, draft: ShopDraft) {
  await page.getByRole('textbox', { name: 'Shop name' }).fill(draft.name);
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: draft.city });
  await page.getByRole('textbox', { name: 'Phone' }).fill(draft.phone ?? '+84 905 123 456');
  await page
    .getByRole('textbox', { name: 'E-mail' })
    .fill(draft.email ?? `shop${Date.now().toString(36)}@shops.example`);
  await page.getByRole('textbox', { name: 'Address' }).fill(draft.address ?? '12 Hoa Binh');
  const map = page.getByRole('region', { name: 'Map: tap to place the shop' });
  await map.getByRole('button', { name: 'Zoom in' }).waitFor();
  await map.click({ position: { x: 150, y: 120 } });
  const latitude = page.getByRole('textbox', { name: 'Latitude' });
  for (let tries = 0; tries < 50 && (await latitude.inputValue()) === ''; tries += 1)
    await page.waitForTimeout(100);
}

/**
 * Creates a shop of the signed-in owner through /shopowner/shops/new (English page) and
 * returns its REST id, from the success page's URL.
 */
export async function createShopThroughPage(page: Page, draft: ShopDraft): Promise<number> {
  await page.goto(appUrl('/shopowner/shops/new'));
  await page.getByRole('heading', { level: 1, name: 'New shop' }).waitFor();
  await fillShopAbout(page, draft);
  const slots = draft.monday ?? [
    ['08:00', '12:00'],
    ['13:00', '17:00'],
  ];
  for (const [index, slot] of slots.entries()) await setSlot(page, 'Monday', index + 1, slot);
  if (draft.online ?? true) await page.getByRole('switch', { name: 'Online' }).click();
  await page.getByRole('button', { name: 'Create shop' }).click();
  await page.waitForURL((url) => /^\/shopowner\/shops\/\d+\/created$/.test(url.pathname));
  await page.getByRole('heading', { level: 1, name: 'Your shop is created' }).waitFor();
  return Number(new URL(page.url()).pathname.split('/')[3]);
}
