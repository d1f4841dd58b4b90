// Issue 22, the partners and bike reviews of the admins' area: a marketing partner made through
// the pages, its affiliate link copied and opened by a traveller (who keeps `?ref=`), the
// partner in the list and on its page; a review of a shop bike added, edited and deleted. At
// 1280x800 in English and at 360x780 in Vietnamese; axe on every screen (so each in both
// languages). Screenshots go to $ADMIN_SCREENSHOTS when it is set.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './browser';
import { adminBrowser } from './admin';
import { overflowOf } from './fits';
import { expectAccessible } from './traveller';

const { browser, adminToken } = adminBrowser();

const texts = {
  en: {
    loading: 'Loading…',
    marketingPartners: 'Marketing partners',
    addMarketing: 'Add a marketing partner',
    newMarketing: 'New marketing partner',
    name: 'Name',
    addPartner: 'Add partner',
    copy: 'Copy link',
    copied: 'Copied',
    link: 'Link to share',
    month: 'Month',
    noOrders: 'No booking through the link in this month.',
    backToPartners: 'Back to the partners',
    showMore: 'Show more',
    active: (name: string) => `Active: ${name}`,
    reviews: 'Bike reviews',
    addReview: 'Add a review',
    shop: /^Shop/,
    bike: 'Bike',
    reviewer: "Reviewer's name",
    stars: 'Stars',
    starsOption: '4 of 5 stars',
    text: 'Review',
    createReview: 'Add review',
    editReview: (name: string) => `Edit the review of ${name}`,
    editTitle: 'Edit a review',
    save: 'Save changes',
    deleteReview: 'Delete the review',
    confirmDelete: 'Delete review',
  },
  vn: {
    loading: 'Đang tải…',
    marketingPartners: 'Đối tác tiếp thị',
    addMarketing: 'Thêm đối tác tiếp thị',
    newMarketing: 'Đối tác tiếp thị mới',
    name: 'Tên',
    addPartner: 'Thêm đối tác',
    copy: 'Sao chép liên kết',
    copied: 'Đã sao chép',
    link: 'Liên kết để chia sẻ',
    month: 'Tháng',
    noOrders: 'Không có lượt đặt nào qua liên kết trong tháng này.',
    backToPartners: 'Quay lại danh sách đối tác',
    showMore: 'Xem thêm',
    active: (name: string) => `Đang hoạt động: ${name}`,
    reviews: 'Đánh giá xe',
    addReview: 'Thêm đánh giá',
    shop: /^Cửa hàng/,
    bike: 'Xe',
    reviewer: 'Tên người đánh giá',
    stars: 'Số sao',
    starsOption: '4 trên 5 sao',
    text: 'Đánh giá',
    createReview: 'Thêm đánh giá',
    editReview: (name: string) => `Sửa đánh giá của ${name}`,
    editTitle: 'Sửa đánh giá',
    save: 'Lưu thay đổi',
    deleteReview: 'Xóa đánh giá',
    confirmDelete: 'Xóa đánh giá',
  },
};

const runs = [
  { lang: 'en', viewport: { width: 1280, height: 800 } },
  { lang: 'vn', viewport: { width: 360, height: 780 } },
] as const;

/** The demo shop whose bikes the reviews are about (prisma/seed/shops.ts). */
const reviewedShop = 'Old Quarter Motorbikes';

async function look(page: Page, screen: string, run: (typeof runs)[number]) {
  await expectAccessible(page, `admin ${screen} (${run.lang} ${run.viewport.width})`);
  const { offenders } = await overflowOf(page);
  expect({ screen, offenders }).toEqual({ screen, offenders: [] });
  if (process.env.ADMIN_SCREENSHOTS)
    await page.screenshot({
      path: `${process.env.ADMIN_SCREENSHOTS}/${run.lang}-${run.viewport.width}-${screen}.png`,
      // The whole page on a phone; on the desktop only the window: after a full-page shot
      // at 1280x800, Chromium hit-tested clicks hundreds of pixels off for the rest of the test.
      fullPage: run.viewport.width < 1000,
    });
}

/** Waits until `check` holds (the page answers asynchronously), or fails naming `what`. */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The partner's row in the list, showing more pages until it is there (oldest first). */
async function showPartner(page: Page, name: string, showMore: string) {
  const link = page.getByRole('link', { name, exact: true });
  await until('the partner in the list', async () => {
    if (await link.isVisible()) return true;
    // Never waits for the button: the list read again may still be on its way.
    const more = page.getByRole('button', { name: showMore });
    if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    return false;
  });
}

/** Clicks `target`; if something covers it, the error names what (its text and markup). */
async function tap(target: Locator) {
  try {
    await target.click({ timeout: 10_000 });
  } catch (error) {
    const cover = await target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return top ? `${top.outerHTML.slice(0, 300)} (${top.textContent?.slice(0, 120)})` : 'none';
    });
    throw new Error(`could not click: covered by ${cover}: ${String(error)}`);
  }
}

/** The `h1` of the screen now shown. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe.each(runs)('admin partners and reviews (%o)', (run) => {
  const t = texts[run.lang];
  const stamp = `${run.lang}${Date.now().toString(36)}`;

  async function adminPhone() {
    const phone = await browser.newPhone({ appLang: run.lang, viewport: run.viewport });
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(appUrl('/')).origin,
    });
    await phone.context.addInitScript((token) => {
      try {
        if (!window.localStorage.getItem('xemay.session'))
          window.localStorage.setItem(
            'xemay.session',
            JSON.stringify({ token, userName: 'admin', role: 'ADMIN' }),
          );
      } catch {
        // Opaque origins (about:blank) have no storage.
      }
    }, adminToken());
    return phone;
  }

  test('a marketing partner is made, its link copied and opened by a traveller', async () => {
    const phone = await adminPhone();
    const traveller = await browser.newPhone({ appLang: run.lang });
    // About 40 characters: the list, the page and its form must wrap it.
    const name = `E2E Partner Riverside Tours ${stamp}`;
    try {
      const { page } = phone;
      await page.goto(appUrl('/dashboard/partners?kind=MARKETING'));
      await heading(page, t.marketingPartners).waitFor();
      await page.getByText(t.loading).waitFor({ state: 'detached' });
      await look(page, 'partners', run);

      // By keyboard: after the full-page screenshot of a desktop list, Chromium at times hit
      // the header instead of the link ("intercepts pointer events") for 30 s.
      await page.getByRole('link', { name: t.addMarketing }).press('Enter');
      await heading(page, t.newMarketing).waitFor();
      await page.getByRole('textbox', { name: t.name, exact: true }).waitFor();
      await look(page, 'partner-new', run);
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(name);
      await page.getByRole('button', { name: t.addPartner }).click();

      await heading(page, name).waitFor();
      await page.getByText(t.loading).waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/\/dashboard\/partners\/\d+$/);
      expect(await page.getByRole('textbox', { name: t.month }).inputValue()).toMatch(
        /^\d{4}-\d{2}$/,
      );
      await page.getByText(t.noOrders).waitFor();
      await look(page, 'partner', run);

      await page.getByRole('button', { name: t.copy }).click();
      await page.getByText(t.copied, { exact: true }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await page.getByRole('textbox', { name: t.link }).inputValue());
      const code = new URL(copied).searchParams.get('ref');
      expect(code).toMatch(/\w+/);

      // The traveller opens the link: the app keeps the partner's code for the booking.
      await traveller.page.goto(copied);
      await traveller.page.getByRole('heading', { level: 1 }).waitFor();
      // The page arrives rendered by the server; the app keeps the code once it has started.
      await traveller.page.waitForFunction(
        (expected) => window.sessionStorage.getItem('partnerRef') === expected,
        code,
        { timeout: 10_000 },
      );

      // Back in the list, the new partner is there (oldest first: perhaps a page further on),
      // with its status switch.
      await page.getByRole('link', { name: t.backToPartners }).click();
      await heading(page, t.marketingPartners).waitFor();
      await showPartner(page, name, t.showMore);
      await page.getByRole('switch', { name: t.active(name), checked: true }).click();
      await page.getByRole('switch', { name: t.active(name), checked: false }).waitFor();
      // Saved, not only shown: the list read again has it paused.
      await page.reload();
      await heading(page, t.marketingPartners).waitFor();
      await showPartner(page, name, t.showMore);
      await page.getByRole('switch', { name: t.active(name), checked: false }).waitFor();
      expect(phone.problems()).toEqual([]);
      expect(traveller.problems()).toEqual([]);
    } finally {
      await phone.close();
      await traveller.close();
    }
  });

  test('a review of a shop bike is added, edited and deleted', async () => {
    const phone = await adminPhone();
    const reviewer = `E2E Reviewer ${stamp}`;
    try {
      const { page } = phone;
      await page.goto(appUrl('/dashboard/reviews'));
      await heading(page, t.reviews).waitFor();
      await page.getByText(t.loading).waitFor({ state: 'detached' });
      await look(page, 'reviews', run);

      await page.getByRole('link', { name: t.addReview }).press('Enter');
      await heading(page, t.addReview).waitFor();
      const shop = page.getByRole('combobox', { name: t.shop });
      await shop.waitFor();
      await look(page, 'review-new', run);
      await shop.selectOption({ label: reviewedShop });
      const bike = page.getByRole('combobox', { name: t.bike, exact: true });
      await until('the bikes of the shop', () => bike.isEnabled());
      await bike.selectOption({ index: 1 });
      await page.getByRole('textbox', { name: t.reviewer }).fill(reviewer);
      await page.getByRole('combobox', { name: t.stars }).selectOption({ label: t.starsOption });
      await page.getByRole('textbox', { name: t.text, exact: true }).fill('Smooth and clean.');
      await page.getByRole('button', { name: t.createReview }).click();

      await heading(page, t.reviews).waitFor();
      const edit = page.getByRole('link', { name: t.editReview(reviewer) });
      await edit.click();
      await heading(page, t.editTitle).waitFor();
      await look(page, 'review-edit', run);
      await page.getByRole('textbox', { name: t.text, exact: true }).fill('Smooth, clean, quiet.');
      await tap(page.getByRole('button', { name: t.save }));
      await heading(page, t.reviews).waitFor();
      await page.getByText('Smooth, clean, quiet.').waitFor();

      await page.getByRole('link', { name: t.editReview(reviewer) }).click();
      await page.getByRole('button', { name: t.deleteReview }).click();
      const sheet = page.getByRole('dialog');
      await sheet.waitFor();
      await look(page, 'review-delete', run);
      await sheet.getByRole('button', { name: t.confirmDelete }).click();
      await heading(page, t.reviews).waitFor();
      await page.getByRole('link', { name: t.editReview(reviewer) }).waitFor({ state: 'detached' });
      expect(phone.problems()).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
