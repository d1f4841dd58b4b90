// Issue 21, edit booking: a fresh owner with an own shop opens a booking made through the API,
// moves its return a day later and adds an add-on after the warning and the "have you agreed"
// sheet, seeing the new total before saving; the detail shows that total and the traveller's e-mail says the same. axe on the
// edit screen in en and vn. Screenshots go to $OWNER_SCREENSHOTS when it is set.
import { appUrl, graphql, readMailbox } from './browser';
import { noUserErrors } from './longValues';
import {
  apiSession,
  createOwnerShop,
  loginTexts,
  look,
  newOwner,
  ownerBrowser,
  signInOnPage,
} from './owner';
import { addDays, amountOf, definitionOf, weekdayTrip } from './traveller';

const browser = ownerBrowser();

const stamp = Date.now().toString(36);
// A 40-character shop name and a long traveller's name: the worst case on a phone.
const firstName = 'Maximiliane-Alexandra';
const lastName = `Nguyễn Thị Thanh Hương Xuân Diệu ${stamp}`;

/** The owner's shop with a bookable add-on, and a booking of its bike made as a traveller. */
async function bookingToEdit() {
  const owner = await newOwner('BookingEdit');
  const token = await apiSession(owner.username, owner.password);
  const shop = await createOwnerShop(token, {
    name: `XuanHuongLakesideMotorbikeRentals ${stamp} Rentals`,
    // A 40+ character bike name: the edit screen shows it whole.
    bike: { name: `Honda Air Blade 160 ABS (Special edition) ${stamp}`, depositPrice: 1_500_000 },
  });
  const { addons, ownerShopBikes } = await graphql<{
    addons: { nodes: { id: string; type: string; name: { en: string } }[] };
    ownerShopBikes: { nodes: { id: string }[] };
  }>(
    `
      query {
        addons(first: 100) {
          nodes {
            id
            type
            name {
              en
            }
          }
        }
        ownerShopBikes(first: 1) {
          nodes {
            id
          }
        }
      }
    `,
    {},
    token,
  );
  const accessory = addons.nodes.find((addon) => addon.type === 'ACCESSORY')!;
  const { offerAddonAtStores } = await graphql<{
    offerAddonAtStores: { userErrors: { message: string }[] };
  }>(
    `
      mutation Offer($input: OfferAddonAtStoresInput!) {
        offerAddonAtStores(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    { input: { accessoryId: accessory.id, storeIds: [shop.id] } },
    token,
  );
  noUserErrors('offerAddonAtStores', offerAddonAtStores);
  const trip = weekdayTrip(40, 3);
  const email = `edit.${stamp}@travellers.example`;
  const { createBooking } = await graphql<{
    createBooking: { booking: { bookingNumber: string } | null; userErrors: { message: string }[] };
  }>(
    `
      mutation Book($input: CreateBookingInput!) {
        createBooking(input: $input) {
          booking {
            bookingNumber
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        shopBikeId: ownerShopBikes.nodes[0].id,
        startAt: `${trip.start}:00+07:00`,
        endAt: `${trip.end}:00+07:00`,
        customer: { email, phone: '+84 912 345 678', firstName, lastName },
        termsAccepted: true,
        language: 'EN',
      },
    },
  );
  noUserErrors('createBooking', createBooking);
  const { shopOrderBoard } = await graphql<{
    shopOrderBoard: { awaitingVerification: { nodes: { id: string }[] } };
  }>(
    `
      query Board($storeId: ID!) {
        shopOrderBoard(storeId: $storeId) {
          awaitingVerification(first: 1) {
            nodes {
              id
            }
          }
        }
      }
    `,
    { storeId: shop.id },
    token,
  );
  return {
    owner,
    trip,
    email,
    addonName: accessory.name.en,
    bookingNumber: createBooking.booking!.bookingNumber,
    orderId: shopOrderBoard.awaitingVerification.nodes[0].id,
  };
}

test('the owner moves the return and adds an add-on after agreeing with the traveller; the traveller is e-mailed the new total', async () => {
  const booking = await bookingToEdit();
  const detailPath = `/shopowner/bookings/${encodeURIComponent(booking.orderId)}`;
  const phone = await browser.newPhone({ appLang: 'en' });
  try {
    const { page } = phone;
    await page.goto(appUrl(`/shopowner/login?redirectURL=${encodeURIComponent(detailPath)}`));
    await signInOnPage(page, booking.owner.username, booking.owner.password, loginTexts.en);
    const price = page.getByRole('region', { name: 'Price overview' });
    const total = () => definitionOf(price, 'Total').innerText();
    const before = amountOf(await total());
    await page.getByRole('link', { name: 'Edit booking' }).tap();
    await page
      .getByRole('heading', { level: 1, name: `Edit booking ${booking.bookingNumber}` })
      .waitFor();
    await page
      .getByRole('note')
      .getByText(/Discuss every change with Maximiliane/)
      .waitFor();
    await look(page, `en-booking-edit`);

    await page.getByLabel('Return date').fill(addDays(booking.trip.endDate, 1));
    await page.getByLabel(booking.addonName, { exact: true }).selectOption('1');
    // The new total before saving: old → new, once the quote of both changes is in.
    const quote = page.getByRole('status', { name: 'Total, paid at pickup' });
    await quote.and(page.locator('[aria-busy="false"]')).getByText(/→/).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('output[aria-busy="true"]'),
      undefined,
      { timeout: 5000 },
    );
    const [oldShown, newShown] = (await quote.getByText(/→/).innerText()).split('→');
    expect(amountOf(oldShown)).toBe(before);
    const quoted = amountOf(newShown);
    expect(quoted).toBeGreaterThan(before);
    expect(await quote.innerText()).toMatch(/Difference: \+/);
    await look(page, `en-booking-edit-quote`);
    await page.getByRole('button', { name: 'Save changes' }).tap();
    const sheet = page.getByRole('dialog', {
      name: `Have you agreed these changes with ${firstName}?`,
    });
    await sheet.getByRole('button', { name: 'Yes, save' }).tap();
    await page.getByText(`Booking changed; ${firstName} has been e-mailed`).waitFor();
    await page
      .getByRole('heading', { level: 1, name: `Booking ${booking.bookingNumber}`, exact: true })
      .waitFor();
    const after = amountOf(await total());
    expect(after).toBe(quoted);
    const rental = page.getByRole('region', { name: 'Rental' });
    expect(await rental.innerText()).toContain(`1 × ${booking.addonName}`);

    const mails = (await readMailbox(booking.email)).filter(
      (mail) => mail.subject === `Booking ${booking.bookingNumber} changed by the rental shop`,
    );
    expect(mails).toHaveLength(1);
    const mailed = /Total, in cash at pickup: ([\d,.]+) ₫/.exec(mails[0].text)?.[1] ?? '';
    expect(amountOf(mailed)).toBe(after);
    expect(mails[0].text).toContain(`1 × ${booking.addonName}`);

    // Vietnamese, on the same phone: the header's switch.
    await page.goto(appUrl(`${detailPath}/edit`));
    await page
      .getByRole('heading', { level: 1, name: `Edit booking ${booking.bookingNumber}` })
      .waitFor();
    await page.getByRole('button', { name: 'VN', exact: true }).tap();
    await page
      .getByRole('heading', { level: 1, name: `Sửa đặt xe ${booking.bookingNumber}` })
      .waitFor();
    await look(page, `vn-booking-edit`);
    expect(phone.problems()).toEqual([]);
  } finally {
    await phone.close();
  }
});
