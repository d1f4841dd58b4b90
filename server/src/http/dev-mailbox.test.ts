import { startTestApp, type TestApp } from '../../test/app';
import { enqueueEmail } from '../modules/mail/mail.outbox';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  const queue = (to: string, subject: string, text: string, createdAt: Date) =>
    t.db.prisma.$transaction(async (tx) => {
      const { id } = await enqueueEmail(tx, to, 'EN', {
        template: 'test',
        subject,
        text,
        html: `<p>${subject}</p>`,
      });
      await tx.emailOutbox.update({ where: { id }, data: { createdAt } });
    });
  await queue(
    'an@example.test',
    'Confirm your booking XM-1',
    'Confirm: http://localhost:4000/verify?token=v1\nCancel: http://localhost:4000/cancel?token=c1',
    new Date('2027-01-01T10:00:00Z'),
  );
  await queue(
    'shop@example.test',
    'Booking <script>alert(1)</script> cancelled',
    'Cancelled by "Bob" & <b>friends</b>',
    new Date('2027-01-01T11:00:00Z'),
  );
  await queue(
    'An@Example.test',
    'Booking XM-1 confirmed',
    'See you! Cancel: https://xemay.example/cancel?token=c1.',
    new Date('2027-01-01T12:00:00Z'),
  );
});

afterAll(() => t.close());

const mailbox = (query = '', accept = 'application/json') =>
  t.app.fastify.inject({ method: 'GET', url: `/dev/mailbox${query}`, headers: { accept } });

describe('the dev mailbox', () => {
  it('lists the outbox newest first as JSON, with the links of each text', async () => {
    const response = await mailbox();
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Booking XM-1 confirmed',
      'Booking <script>alert(1)</script> cancelled',
      'Confirm your booking XM-1',
    ]);
    expect(data[2]).toEqual({
      id: expect.any(Number),
      to: 'an@example.test',
      subject: 'Confirm your booking XM-1',
      text: expect.stringContaining('token=v1'),
      html: '<p>Confirm your booking XM-1</p>',
      links: ['http://localhost:4000/verify?token=v1', 'http://localhost:4000/cancel?token=c1'],
      status: 'PENDING',
      createdAt: '2027-01-01T10:00:00.000Z',
    });
    expect(data[0].links).toEqual(['https://xemay.example/cancel?token=c1']);
    expect(data[1].links).toEqual([]);
  });

  it('filters by recipient, whatever the case, and limits the list', async () => {
    const toAn = (await mailbox('?to=AN@example.test')).json().data;
    expect(toAn.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Booking XM-1 confirmed',
      'Confirm your booking XM-1',
    ]);
    const newest = (await mailbox('?limit=1')).json().data;
    expect(newest).toHaveLength(1);
    expect(newest[0].subject).toBe('Booking XM-1 confirmed');
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '501', 'many']) {
      const response = await mailbox(`?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('limit');
    }
  });

  it('shows an HTML page with clickable links and everything escaped', async () => {
    const response = await mailbox('', 'text/html,application/xhtml+xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain(
      '<a href="http://localhost:4000/verify?token=v1">http://localhost:4000/verify?token=v1</a>',
    );
    expect(page).not.toContain('<script>');
    expect(page).toContain('Booking &#60;script&#62;alert(1)&#60;/script&#62; cancelled');
    expect(page).toContain('Cancelled by &#34;Bob&#34; &#38; &#60;b&#62;friends&#60;/b&#62;');
    expect(page.indexOf('Booking XM-1 confirmed')).toBeLessThan(
      page.indexOf('Confirm your booking XM-1'),
    );
    expect(page).toContain(
      '<a href="https://xemay.example/cancel?token=c1">https://xemay.example/cancel?token=c1</a>.',
    );
    expect(page).toContain('To an@example.test');
    expect(page).toContain('PENDING');
  });
});

describe('a long mailbox', () => {
  it('shows the newest 50 unless asked for more, and at most 500', async () => {
    await t.db.prisma.emailOutbox.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({
        toAddress: 'old@example.test',
        subject: `Old mail ${i}`,
        text: 'old',
        html: '<p>old</p>',
        template: 'test',
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      })),
    });
    const page = (await mailbox()).json().data;
    expect(page).toHaveLength(50);
    expect(page[0].subject).toBe('Booking XM-1 confirmed');
    expect(page[3].subject).toBe('Old mail 499');
    expect((await mailbox('?limit=500')).json().data).toHaveLength(500);
  });
});

describe('the dev mailbox in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: 'false',
    });
  });
  afterAll(() => production.close());

  it('does not exist', async () => {
    for (const accept of ['application/json', 'text/html']) {
      const response = await production.app.fastify.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { accept },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
