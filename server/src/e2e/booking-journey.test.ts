import { startTestApp, type TestApp } from '../../test/app';
import { restCaller } from '../../test/rest';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp';
import { buildWorld, type World } from '../../test/world';
import { mailJobName } from '../modules/mail/mail.job';
import { mondayAt, orderBody, plusDays } from '../modules/bookings/bookings.test-helpers';

/**
 * A traveller's whole trip over REST, with e-mail delivered by the outbox worker to a real
 * SMTP server: book, follow the verification link from the received mail, the shop sees
 * the booking, starts and completes the pickup, the traveller follows the review link and
 * reviews; another traveller cancels with the link from their mail.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let w: World;
const api = restCaller(() => t);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url });
  w = await buildWorld(t);
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Runs the outbox worker once, then waits for the mail the predicate names. */
async function deliveredMail(predicate: (mail: ReceivedMail) => boolean) {
  expect(await t.app.jobs.runOnce(mailJobName)).toBe('ran');
  return smtp.waitFor(predicate, 5000);
}

const to = (address: string, subject: string) => (mail: ReceivedMail) =>
  mail.envelopeTo.includes(address) && (mail.subject ?? '').includes(subject);

/** The token of the link to `page` (e.g. "/verify") among a received mail's links. */
function tokenOf(mail: ReceivedMail, page: string): URL {
  const link = smtp.linksIn(mail).find((url) => new URL(url).pathname === page);
  if (!link) throw new Error(`no ${page} link in: ${mail.text}`);
  return new URL(link);
}

const post = (url: string, body?: object) =>
  t.app.fastify.inject({ method: 'POST', url, ...(body ? { payload: body } : {}) });

it('books, confirms from the e-mail, is picked up and completed by the shop, and is reviewed', async () => {
  const traveller = 'lan.tran@example.test';
  const created = await post('/api/orders/create', orderBody(w));
  expect(created.statusCode).toBe(201);
  const { booking_number: number, status } = created.json().data;
  expect(status).toBe('AWAITING_VERIFICATION');

  // The verification e-mail arrives over SMTP; its link confirms the booking.
  const verification = await deliveredMail(to(traveller, `Confirm your booking ${number}`));
  const verifyToken = tokenOf(verification, '/verify').searchParams.get('token');
  const confirmed = await post('/api/orders/verified-order', { token: verifyToken });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data).toMatchObject({ booking_number: number, status: 'CONFIRMED' });
  await deliveredMail(to(traveller, `Booking ${number} confirmed`));

  // The shop sees it among its pending bookings, with the traveller's contact.
  const owner = w.users.ownerA.token;
  const list = await api(owner, 'GET', `/api/shop-owner/orders/${w.a.store}/list`);
  expect(list.statusCode).toBe(200);
  const pending = list.json().data.pending.items;
  const order = pending.find((o: { booking_number: string }) => o.booking_number === number);
  expect(order).toMatchObject({ status: 'CONFIRMED', user: { email: traveller } });

  // The pickup day arrives.
  const pickupAt = new Date(Date.now() - 10 * 60_000);
  await t.db.prisma.order.update({
    where: { bookingNumber: number },
    data: { startAt: pickupAt, endAt: new Date(pickupAt.getTime() + 3 * 86_400_000) },
  });
  const started = await api(owner, 'POST', `/api/shop-owner/orders/star-pickup/${order.id}`);
  expect(started.statusCode).toBe(200);
  expect(started.json().data.status).toBe('IN_PROGRESS');
  const completed = await api(owner, 'POST', `/api/shop-owner/orders/completed-pickup/${order.id}`);
  expect(completed.statusCode).toBe(200);
  expect(completed.json().data.status).toBe('COMPLETED');

  // The review link arrives by e-mail; the review shows on the bike.
  const request = await deliveredMail(to(traveller, 'How was your ride'));
  const reviewLink = tokenOf(request, '/review');
  const reviewed = await post(`/api/review/create/${w.a.shopBike}/${number}`, {
    token: reviewLink.searchParams.get('token'),
    rating: 5,
    text: 'Clean bike, helpful shop.',
  });
  expect(reviewed.statusCode).toBe(201);
  const reviews = await t.app.fastify.inject({
    method: 'GET',
    url: `/api/review/list/${w.a.shopBike}`,
  });
  expect(reviews.json().data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rating: 5, text: 'Clean bike, helpful shop.' }),
    ]),
  );
});

it('cancels with the link from the e-mail, irreversibly, and tells the traveller and the shop', async () => {
  const traveller = 'minh.le@example.test';
  const start = plusDays(mondayAt(10), 14);
  const created = await post(
    '/api/orders/create',
    orderBody(w, {
      date_start_travel: start,
      date_end_travel: plusDays(start, 7),
      user: { email: traveller, phone: '+84 987 654 321', firstname: 'Minh', lastname: 'Le' },
      language: 'vn',
    }),
  );
  expect(created.statusCode).toBe(201);
  const number = created.json().data.booking_number;

  const verification = await deliveredMail(to(traveller, number));
  const cancelToken = tokenOf(verification, '/cancel').searchParams.get('token');
  const cancelled = await post(`/api/orders/cancel/${cancelToken}`);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().data.status).toBe('CANCELLED');
  expect((await post(`/api/orders/cancel/${cancelToken}`)).statusCode).toBe(409);

  await deliveredMail(to(traveller, `Đã huỷ đặt xe ${number}`));
  const store = await t.db.prisma.store.findUniqueOrThrow({ where: { id: w.a.store } });
  await smtp.waitFor(to(store.email, number), 5000);
  const info = await t.app.fastify.inject({ method: 'GET', url: `/api/orders/info/${number}` });
  expect(info.json().data.status).toBe('CANCELLED');
});
