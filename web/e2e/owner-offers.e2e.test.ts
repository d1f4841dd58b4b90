// Issue 21, done-when 3: a fresh owner runs the special-offer wizard from the motorbike to the
// share link; the copied link opens the traveller's offer page, and another owner (owner2)
// opening the offer's owner URL sees "Not found". axe on the list, each wizard step and the
// detail, in English and Vietnamese. Screenshots go to $OWNER_SCREENSHOTS when it is set.
import { appUrl } from './browser';
import { demoOwnerPassword, loginTexts, look, ownerBrowser, signInOnPage } from './owner';
import { fillMoment, offerDates, offerTexts, ownerWithShopAndBike } from './ownerOffers';

const browser = ownerBrowser();

test.each(['en', 'vn'] as const)(
  'an owner makes an offer with the wizard and shares its link (%s)',
  async (lang) => {
    const t = offerTexts[lang];
    const owner = await ownerWithShopAndBike(`Offers${lang}`, lang);
    const phone = await browser.newPhone({ appLang: lang });
    const traveller = await browser.newPhone({ appLang: lang });
    const other = await browser.newPhone({ appLang: lang });
    try {
      const { page } = phone;
      await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(appUrl('/')).origin,
      });
      await page.goto(appUrl('/shopowner/login?redirectURL=/shopowner/offers'));
      await signInOnPage(page, owner.username, owner.password, loginTexts[lang]);
      await page.getByRole('heading', { level: 1, name: t.list }).waitFor();
      await look(page, `${lang}-offers-list-empty`);

      await page.getByRole('link', { name: t.create }).click();
      await page.getByRole('heading', { level: 1, name: t.newTitle }).waitFor();
      await page.getByRole('progressbar', { name: t.step(1) }).waitFor();
      await look(page, `${lang}-offers-step1`);
      await page.getByRole('radio', { name: new RegExp(owner.bikeName) }).check();
      await page.getByRole('button', { name: t.next }).click();

      await page.getByRole('progressbar', { name: t.step(2) }).waitFor();
      const dates = offerDates();
      await fillMoment(page, t, t.earliest, dates.earliest, '09:00');
      await fillMoment(page, t, t.latest, dates.latest, '18:00');
      await fillMoment(page, t, t.returnBy, dates.returnBy, '18:00');
      await page.getByRole('textbox', { name: t.maxDays }).fill('3');
      await fillMoment(page, t, t.until, dates.until, '20:00');
      await look(page, `${lang}-offers-step2`);
      await page.getByRole('button', { name: t.next }).click();

      await page.getByRole('progressbar', { name: t.step(3) }).waitFor();
      await look(page, `${lang}-offers-step3`);
      await page.getByRole('button', { name: t.next }).click();

      await page.getByRole('progressbar', { name: t.step(4) }).waitFor();
      await page.getByRole('textbox', { name: t.discount }).fill('20');
      await look(page, `${lang}-offers-step4`);
      await page.getByRole('button', { name: t.next }).click();

      await page.getByRole('progressbar', { name: t.step(5) }).waitFor();
      expect(await page.getByRole('switch', { name: t.online }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await look(page, `${lang}-offers-step5`);
      await page.getByRole('button', { name: t.save }).click();

      await page.getByRole('progressbar', { name: t.step(6) }).waitFor();
      const link = await page.getByRole('textbox', { name: t.link }).inputValue();
      expect(link).toMatch(/\/offers\/\d+$/);
      await page.getByRole('button', { name: t.copy }).click();
      await page.getByText(t.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await look(page, `${lang}-offers-step6`);

      // The traveller opens the shared link and sees the offer.
      await traveller.page.goto(link);
      await traveller.page.getByRole('heading', { level: 1, name: owner.bikeName }).waitFor();

      // The offer in the owner's list and its detail page.
      const offerId = link.split('/').pop();
      await page.goto(appUrl(`/shopowner/offers/${offerId}`));
      await page.getByRole('heading', { level: 1, name: owner.bikeName }).waitFor();
      await look(page, `${lang}-offers-detail`);
      await page.goto(appUrl('/shopowner/offers'));
      await page.getByRole('link', { name: owner.bikeName }).waitFor();
      await look(page, `${lang}-offers-list`);

      // Another owner opening the offer's URL sees not found (in the language of owner2's
      // account, which signing in takes over).
      await other.page.goto(appUrl(`/shopowner/login?redirectURL=/shopowner/offers/${offerId}`));
      await signInOnPage(other.page, 'owner2', demoOwnerPassword, loginTexts[lang]);
      await other.page
        .getByRole('heading', {
          level: 1,
          name: new RegExp(`^(${offerTexts.en.notFound}|${offerTexts.vn.notFound})$`),
        })
        .waitFor();
      expect(await other.page.getByText(owner.bikeName).count()).toBe(0);
    } finally {
      await phone.close();
      await traveller.close();
      await other.close();
    }
  },
  180_000,
);
