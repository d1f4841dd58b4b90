import { insertBooking } from '../../../test/bookings';
import { startTestApp, type TestApp } from '../../../test/app';
import { buildWorld } from '../../../test/world';
import { loadBookingRecipients } from './booking-recipients';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("reads a booking's facts, the traveller's address and language, and the shop's in its owner's", async () => {
  const w = await buildWorld(t);
  await t.db.prisma.user.update({ where: { id: w.users.ownerA.id }, data: { language: 'VN' } });
  const booking = await insertBooking(t.db.prisma, {
    shopBikeId: w.a.shopBike,
    unitId: w.a.unit,
    storeId: w.a.store,
    totalPrice: 450_000,
  });
  const recipients = await loadBookingRecipients(t.db.prisma, booking.id);
  const store = await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } });
  expect(recipients).toEqual({
    facts: expect.objectContaining({
      bookingNumber: booking.bookingNumber,
      customerFirstName: 'An',
      pickupStoreName: store.name,
      returnStoreName: store.name,
      totalPrice: 450_000,
      startAt: booking.startAt,
    }),
    traveller: { email: 'an@example.test', language: 'EN' },
    shop: { email: store.email, language: 'VN', ownerId: w.users.ownerA.id },
  });
});
