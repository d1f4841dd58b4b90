// The owner's bikes in the browser tests (issue 21): photo files made on the spot, and a bike
// added through the owner's pages.
import type { Page } from 'playwright-core';
import sharp from 'sharp';

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/** A JPEG of one colour, or of noise (`noisy`: some hundred kB, so an upload takes a moment). */
export async function photoFile(
  name: string,
  colour: { r: number; g: number; b: number },
  noisy = false,
): Promise<PhotoFile> {
  const image = noisy
    ? sharp({
        create: {
          width: 900,
          height: 600,
          channels: 3,
          background: colour,
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
    : sharp({ create: { width: 160, height: 120, channels: 3, background: colour } });
  return { name, mimeType: 'image/jpeg', buffer: await image.jpeg({ quality: 95 }).toBuffer() };
}

export interface BikeOnPage {
  name: string;
  /** Units per shop, by the shop's name as the form shows it. */
  units: Record<string, number>;
  pricePerDay?: number;
  deposit?: number;
  /** Side, front, back. */
  photos?: [PhotoFile, PhotoFile, PhotoFile];
}

export const photoGroups = ['Side photo', 'Front photo', 'Back photo'] as const;

/**
 * From the owner's bike list (signed in, English): adds a bike with the first brand, category
 * and type, manual gear, the photos given, at the shops given; answers its shop bike's REST id
 * (from its link in the list).
 */
export async function addBikeThroughPage(page: Page, bike: BikeOnPage): Promise<number> {
  await page.getByRole('link', { name: 'Add a bike' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add a bike' }).waitFor();
  await fillBikeForm(page, bike);
  await page.getByRole('button', { name: 'Save bike' }).click();
  await page.getByRole('heading', { level: 1, name: 'Bikes' }).waitFor();
  const link = page.getByRole('link', { name: new RegExp(`^${escape(bike.name)}`) });
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/shopowner\/bikes\/(\d+)\/edit$/.exec(href)?.[1];
  if (!id) throw new Error(`no bike link for ${bike.name}: ${href}`);
  return Number(id);
}

/** Fills the add-a-bike form that is open; the photos are uploaded (waits for each). */
export async function fillBikeForm(page: Page, bike: BikeOnPage): Promise<void> {
  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Bike name' }).fill(bike.name);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: 'Bike type' }).selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Manual' }).check();
  await page.getByRole('textbox', { name: 'Power (PS)' }).fill('9,5');
  await page.getByRole('textbox', { name: 'Weight (kg)' }).fill('107');
  await page.getByRole('textbox', { name: 'Top speed (km/h)' }).fill('100');
  await page
    .getByRole('textbox', { name: 'Price per day (VND)' })
    .fill(String(bike.pricePerDay ?? 150_000));
  await page
    .getByRole('textbox', { name: 'Deposit (VND)' })
    .fill(String(bike.deposit ?? 1_000_000));
  for (const [shop, units] of Object.entries(bike.units)) {
    const offer = page.getByRole('checkbox', { name: `Offer at ${shop}` });
    if (!(await offer.isChecked())) await offer.check();
    const group = page.getByRole('group', { name: `Offer at ${shop}` });
    await group.getByRole('textbox', { name: 'Units' }).fill(String(units));
  }
  if (bike.photos) {
    for (const [index, file] of bike.photos.entries()) {
      const group = page.getByRole('group', { name: photoGroups[index] });
      await group.getByLabel('Choose a file').setInputFiles(file);
    }
    for (const name of photoGroups)
      await page
        .getByRole('group', { name })
        .getByText('Uploaded. Save the bike to keep it.')
        .waitFor();
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
