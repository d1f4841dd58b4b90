// Issue 21: the owner's reviews, password and language screens. Each test makes an owner of its
// own (with a shop, a bike and a review made through the API), so the demo data stays as the
// other tests expect it.
import type { Page } from 'playwright-core';
import { appUrl, graphql } from './browser';
import {
  adminSession,
  apiSession,
  createOwnerShop,
  look,
  newOwner,
  ownerBrowser,
  signInOnPage,
} from './owner';

const browser = ownerBrowser();

/** A public shop (online, open every day) in Quy Nhơn with one bike, and a review of it. */
async function reviewedShop(owner: { username: string; password: string }, stamp: string) {
  const token = await apiSession(owner.username, owner.password);
  const shop = await createOwnerShop(token, {
    name: `Đồi Thông Rentals ${stamp}`,
    bike: { name: `Wave ${stamp}`, units: 1, defaultPrice: 150_000, depositPrice: 3_000_000 },
  });
  const reviewer = `Ingrid ${stamp}`;
  await graphql(
    `
      mutation Review($input: CreateReviewInput!) {
        createReview(input: $input) {
          review {
            id
          }
        }
      }
    `,
    {
      input: {
        shopBikeId: shop.bike!.shopBikeId,
        rating: 4,
        name: reviewer,
        text: 'Good brakes, the helmet was a bit small.',
      },
    },
    await adminSession(),
  );
  return { shopPath: `/shops/${shop.databaseId}`, shopName: shop.name, reviewer };
}

/** `me.language` of the account, once it is `expected` (the page stores it in the background). */
async function accountLanguage(token: string, expected: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { me } = await graphql<{ me: { language: string } }>('{ me { language } }', {}, token);
    if (me.language === expected || Date.now() > deadline) return me.language;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signInTo(page: Page, path: string, owner: { username: string; password: string }) {
  await page.goto(appUrl(`/shopowner/login?redirectURL=${encodeURIComponent(path)}`));
  await signInOnPage(page, owner.username, owner.password);
  await page.waitForURL((url) => url.pathname === path);
}

test('done-when 6: the owner replies to a review, and travellers see the reply on the shop page', async () => {
  const owner = await newOwner('Replies');
  const stamp = owner.username.slice(-6);
  const { shopPath, reviewer } = await reviewedShop(owner, stamp);
  const phone = await browser.newPhone({ appLang: 'en' });
  const traveller = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await signInTo(page, '/shopowner/reviews', owner);
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    const review = page.getByRole('article', { name: reviewer });
    await review.getByRole('img', { name: '4 of 5 stars' }).waitFor();
    await review.getByText('No reply yet').waitFor();
    await look(page, 'account-reviews-en');

    await review.getByRole('button', { name: 'Reply' }).click();
    const reply = `Thank you, ${reviewer}! We have bigger helmets now.`;
    await review.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await look(page, 'account-reply-en');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await page.getByText('Reply published').waitFor();
    await review.getByText(reply).waitFor();

    await traveller.page.goto(appUrl(shopPath));
    await traveller.page.getByRole('heading', { name: reviewer }).waitFor();
    await traveller.page.getByText(reply).waitFor();

    // The filter "without a reply" lives in the link; the answered review is gone from it.
    await page.getByRole('switch', { name: 'Only reviews without a reply' }).click();
    await page.waitForURL((url) => url.searchParams.get('unanswered') === '1');
    await page.getByText(/Every review has a reply/).waitFor();

    await page.getByRole('button', { name: 'VN', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Đánh giá' }).waitFor();
    await page.getByRole('switch', { name: 'Chỉ đánh giá chưa có phản hồi' }).click();
    await page
      .getByRole('article', { name: reviewer })
      .getByRole('img', { name: '4 trên 5 sao' })
      .waitFor();
    await look(page, 'account-reviews-vn');

    // Removing asks first; then travellers no longer see the reply.
    await page
      .getByRole('article', { name: reviewer })
      .getByRole('button', { name: 'Xóa phản hồi' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Xóa phản hồi của bạn?' });
    await look(page, 'account-remove-reply-vn');
    await sheet.getByRole('button', { name: 'Xóa phản hồi' }).click();
    await page.getByText('Đã xóa phản hồi').waitFor();
    await page.getByRole('article', { name: reviewer }).getByText('Chưa phản hồi').waitFor();
    await traveller.page.reload();
    await traveller.page.getByRole('heading', { name: reviewer }).waitFor();
    expect(await traveller.page.getByText(reply).count()).toBe(0);
    // A query the app leaves when it moves on is aborted (as in owner-session.e2e.test.ts).
    expect(phone.problems().filter((line) => !line.includes('/graphql'))).toEqual([]);
  } finally {
    await phone.close();
    await traveller.close();
  }
});

test('the password screen shows each refusal at its field, then keeps this phone signed in', async () => {
  const owner = await newOwner('Password');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    const elsewhere = await apiSession(owner.username, owner.password);
    await signInTo(page, '/shopowner/password', owner);
    await page.getByRole('heading', { level: 1, name: 'Change your password' }).waitFor();
    await look(page, 'account-password-en');
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const repeat = page.getByLabel('Repeat the new password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password' });

    await current.fill('not-my-password');
    await next.fill('short');
    await repeat.fill('shorter');
    await submit.click();
    await page.getByText(/^This is not your current password/).waitFor();
    await page.getByText('Use at least 8 characters').waitFor();
    await page.getByText(/^The two passwords differ/).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(await next.getAttribute('aria-invalid')).toBe('true');
    expect(await repeat.getAttribute('aria-invalid')).toBe('true');
    await look(page, 'account-password-errors-en');

    await current.fill(owner.password);
    await next.fill(`${owner.username}-2026`);
    await repeat.fill(`${owner.username}-2026`);
    await submit.click();
    await page.getByText(/^Your username is in this password/).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBeNull();

    await next.fill('password1');
    await repeat.fill('password1');
    await submit.click();
    await page.getByText(/^This password is too common/).waitFor();

    const newPassword = 'Pine-Hill-Scooter-58';
    await next.fill(newPassword);
    await page
      .getByRole('list', { name: 'Password rules' })
      .getByText('8 to 128 characters (done)')
      .waitFor();
    await repeat.fill(newPassword);
    await submit.click();
    await page.getByText(/^Password changed/).waitFor();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${owner.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shopowner');

    // This phone holds the new session: it is still signed in after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${owner.name}` }).waitFor();
    // Other sessions ended; the new password signs in.
    await expect(graphql('{ me { userName } }', {}, elsewhere)).rejects.toThrow();
    await expect(apiSession(owner.username, owner.password)).rejects.toThrow();
    const fresh = await browser.newPhone({ appLang: 'en' });
    try {
      await signInTo(fresh.page, '/shopowner', { username: owner.username, password: newPassword });
      await fresh.page.getByRole('heading', { level: 1, name: `Welcome, ${owner.name}` }).waitFor();
    } finally {
      await fresh.close();
    }
  } finally {
    await phone.close();
  }
});

test('switching to Vietnamese on the language screen changes the area and the account', async () => {
  const owner = await newOwner('Language');
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await signInTo(page, '/shopowner/language', owner);
    await page.getByRole('heading', { level: 1, name: 'Language' }).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await look(page, 'account-language-en');

    await page.getByRole('radio', { name: 'Tiếng Việt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ngôn ngữ' }).waitFor();
    await page.getByText(/Email gửi đến cửa hàng/).waitFor();
    await look(page, 'account-language-vn');

    const token = await apiSession(owner.username, owner.password);
    expect(await accountLanguage(token, 'VN')).toBe('VN');

    // The rest of the area follows, in Vietnamese.
    await page.getByRole('link', { name: 'Cửa hàng của bạn', exact: true }).click();
    await page.getByRole('link', { name: 'Mật khẩu', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' }).waitFor();
    await look(page, 'account-password-vn');
    // A query the app leaves when it moves on is aborted (as in owner-session.e2e.test.ts).
    expect(phone.problems().filter((line) => !line.includes('/graphql'))).toEqual([]);
  } finally {
    await phone.close();
  }
});
