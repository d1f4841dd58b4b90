// Issue 21, done-when 1: the whole day of a shop owner on a phone, through the pages only.
// owner1 signs in, opens a shop with two opening slots on Monday, adds a bike with three
// photos from files and offers it there with two units; a traveller books it in the traveller
// app and confirms by e-mail; the booking appears on the owner's board without a reload; the
// owner starts and completes the pickup, and it moves to the history.
import { appUrl } from './browser';
import {
  demoOwnerPassword,
  ensureOwnerTestCity,
  loginTexts,
  ownerBrowser,
  ownerTestCity,
  signInOnPage,
} from './owner';
import { addBikeThroughPage, photoFile } from './ownerBikes';
import {
  bookInApp,
  bookingCard,
  confirmStep,
  ownerBookingTexts,
  pickupToday,
  verifyByMail,
} from './ownerBookings';
import { fillShopAbout, setSlot } from './ownerShops';

// The city select lists it only once it exists.
const browser = ownerBrowser(ensureOwnerTestCity);

const otherDays = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('owner1 opens a shop and a bike; a traveller books it; the owner hands it over', async () => {
  const stamp = Date.now().toString(36);
  const shopName = `Journey Rentals ${stamp}`;
  const bikeName = `Wave Journey ${stamp}`;
  const t = ownerBookingTexts.en;
  const trip = pickupToday();
  const ownerPhone = await browser.newPhone({ appLang: 'en' });
  const travellerPhone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = ownerPhone;
    await page.goto(appUrl('/shopowner/login'));
    await signInOnPage(page, 'owner1', demoOwnerPassword, loginTexts.en);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

    // The shop: two slots on Monday, and open all day on the other days, so that a pickup
    // today can be booked whatever day the test runs.
    await page.getByRole('link', { name: 'My shops' }).tap();
    await page
      .getByRole('link', { name: /Add a shop/ })
      .first()
      .tap();
    await page.getByRole('heading', { level: 1, name: 'New shop' }).waitFor();
    await fillShopAbout(page, { name: shopName, city: ownerTestCity.nameEn });
    await setSlot(page, 'Monday', 1, ['08:00', '12:00']);
    await setSlot(page, 'Monday', 2, ['13:00', '17:00']);
    for (const day of otherDays) await setSlot(page, day, 1, ['08:00', '23:45']);
    await page.getByRole('switch', { name: 'Online' }).click();
    await page.getByRole('button', { name: 'Create shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your shop is created' }).waitFor();

    // The bike, with its three photos, at that shop with two units.
    await page.goto(appUrl('/shopowner/bikes'));
    await page.getByRole('heading', { level: 1, name: 'Bikes' }).waitFor();
    const shopBikeId = await addBikeThroughPage(page, {
      name: bikeName,
      units: { [shopName]: 2 },
      photos: [
        await photoFile('side.jpg', { r: 200, g: 40, b: 40 }),
        await photoFile('front.jpg', { r: 40, g: 160, b: 60 }),
        await photoFile('back.jpg', { r: 40, g: 60, b: 200 }),
      ],
    });

    // The board of the new shop, open while the traveller books.
    await page.goto(appUrl('/shopowner/bookings'));
    await page.getByRole('heading', { level: 1, name: t.board }).waitFor();
    await page.getByRole('combobox', { name: 'Shop' }).selectOption({ label: shopName });
    const email = `journey.${stamp}@travellers.example`;
    const bookingNumber = await bookInApp(travellerPhone.page, shopBikeId, trip, {
      firstName: 'Minh',
      lastName: `Trần ${stamp}`,
      email,
    });
    await verifyByMail(travellerPhone.page, email, bookingNumber);
    const pending = page.getByRole('region', { name: t.pending });
    await pending.getByRole('link', { name: new RegExp(bookingNumber) }).waitFor({
      timeout: 30_000,
    });
    expect(new URL(page.url()).pathname).toBe('/shopowner/bookings');

    await pending.getByRole('link', { name: new RegExp(bookingNumber) }).tap();
    await page.getByRole('heading', { level: 1, name: `Booking ${bookingNumber}` }).waitFor();
    await page.getByText(bikeName).first().waitFor();
    if (!trip.today) {
      // Past 23:15 in Vietnam no pickup is left today: the owner is told when it can start.
      await page.getByText('You can start the pickup from the pickup day on.').waitFor();
      return;
    }
    await confirmStep(page, t.startPickup, t.startTitle);
    await page.getByText(t.pickedUp, { exact: true }).waitFor();
    await confirmStep(page, t.completePickup, t.completeTitle);
    await page.getByText(t.completed, { exact: true }).waitFor();

    await page.getByRole('link', { name: t.board }).first().tap();
    await page.getByRole('heading', { level: 1, name: t.board }).waitFor();
    await page.getByRole('combobox', { name: 'Shop' }).selectOption({ label: shopName });
    await page.getByText(/No current bookings at this shop/).waitFor();
    await page.getByRole('link', { name: t.historyLink }).tap();
    await page.getByRole('heading', { level: 1, name: t.history }).waitFor();
    await bookingCard(page, bookingNumber).waitFor();
  } finally {
    await ownerPhone.close();
    await travellerPhone.close();
  }
}, 240_000);
