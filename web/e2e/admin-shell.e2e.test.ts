// Issue 22: the admins' area's door. A shop owner's session opening /dashboard is sent to the
// admin login (done-when 6); the admin signs in, lands where they were going, finds every
// screen in the menu and signs out; login and menu pass axe in en and vn, on a phone and a
// desktop.
import { appUrl, launchBrowser, type E2eBrowser } from './browser';
import { adminTexts, adminViewports, lookAt, signInAdminOnPage } from './admin';
import { newOwner, signInOnPage } from './owner';

let browser: E2eBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const session = (page: import('playwright-core').Page) =>
  page.evaluate(() => window.localStorage.getItem('xemay.session'));

test("a shop owner's session opening /dashboard is sent to the admin login", async () => {
  const owner = await newOwner('AdminDoor');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl('/shopowner/login'));
    await signInOnPage(page, owner.username, owner.password);
    await page.waitForURL((url) => url.pathname === '/shopowner');
    expect(JSON.parse((await session(page)) ?? '{}')).toMatchObject({ role: 'SHOP_OWNER' });

    await page.goto(appUrl('/dashboard'));
    await page.waitForURL((url) => url.pathname === '/dashboard/login');
    expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: adminTexts.en.loginTitle }).waitFor();
    await page.getByText(`You are signed in as ${owner.username}, a shop owner.`).waitFor();
    expect(await page.getByRole('navigation', { name: adminTexts.en.menuTitle }).count()).toBe(0);

    // The owner's own account opens no admin screen either.
    await signInAdminOnPage(page, 'en', owner);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The username or password is wrong' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/login');
  } finally {
    await phone.close();
  }
});

const menuLinks: [RegExp, string][] = [
  [/^(Shop owners|Chủ cửa hàng)$/, '/dashboard/shop-owners'],
  [/^(Rental partners|Đối tác cho thuê)$/, '/dashboard/partners?kind=RENTAL'],
  [/^(Marketing partners|Đối tác tiếp thị)$/, '/dashboard/partners?kind=MARKETING'],
  [/^(Cities|Thành phố)$/, '/dashboard/cities'],
  [/^(Brands and bike names|Hãng xe và tên xe)$/, '/dashboard/brands'],
  [/^(Categories|Loại xe)$/, '/dashboard/categories'],
  [/^(Add-ons|Phụ kiện và dịch vụ)$/, '/dashboard/addons'],
  [/^(Bike reviews|Đánh giá xe)$/, '/dashboard/reviews'],
  [/^(Cash earned|Tiền mặt đã thu)$/, '/dashboard/cash'],
  [/^(Analytics|Phân tích)$/, '/dashboard/analytics'],
  [/^(GraphQL console|Bảng điều khiển GraphQL)$/, '/dashboard/graphql'],
  [/^(API reference|Tài liệu API)$/, '/api/docs'],
  [/^(Shop owners' area|Khu vực chủ cửa hàng)$/, '/shopowner'],
];

describe.each(adminViewports)('on a $name ($width x $height)', ({ name, ...viewport }) => {
  test.each(['en', 'vn'] as const)(
    'in %s: the admin signs in, lands on the page asked for, finds the menu, signs out',
    async (lang) => {
      const t = adminTexts[lang];
      const phone = await browser.newPhone({ appLang: lang, viewport });
      try {
        const { page } = phone;
        await page.goto(appUrl('/dashboard?from=e2e'));
        await page.waitForURL((url) => url.pathname === '/dashboard/login');
        expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/dashboard?from=e2e');
        await page.getByRole('heading', { level: 1, name: t.loginTitle }).waitFor();
        await lookAt(page, `${name}-${lang}-login`);

        await signInAdminOnPage(page, lang);
        await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?from=e2e');
        const menu = page.getByRole('navigation', { name: t.menuTitle });
        await menu.waitFor();
        await page.getByRole('heading', { level: 1, name: t.menuTitle }).waitFor();
        for (const [label, href] of menuLinks)
          expect(await menu.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
        if (name === 'desktop') {
          // The desktop's width is used: the menu is far wider than the phone column.
          const box = await menu.boundingBox();
          expect(box?.width).toBeGreaterThan(900);
        }
        await lookAt(page, `${name}-${lang}-menu`);
        expect(JSON.parse((await session(page)) ?? '{}')).toMatchObject({ role: 'ADMIN' });

        await page.getByRole('button', { name: t.signOut }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard/login');
        expect(await session(page)).toBeNull();
        await page.goto(appUrl('/dashboard'));
        await page.waitForURL((url) => url.pathname === '/dashboard/login');
        expect(phone.problems()).toEqual([]);
        expect(phone.blockedRequests).toEqual([]);
      } finally {
        await phone.close();
      }
    },
  );
});
