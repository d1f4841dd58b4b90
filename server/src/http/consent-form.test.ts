import { startTestApp, type TestApp } from '../../test/app';

/** The cookie banner's answer given before the app has started: a plain form post. */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const answer = (body: string) =>
  t.app.fastify.inject({
    method: 'POST',
    url: '/consent',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });

describe('POST /consent', () => {
  it.each([
    ['allows all', 'true'],
    ['refuses', 'false'],
  ])('keeps the answer when the visitor %s, and shows the page again', async (_how, allow) => {
    const response = await answer(`allow=${allow}&back=${encodeURIComponent('/bikes/7?start=x')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/bikes/7?start=x');
    expect(response.headers['set-cookie']).toBe(
      `cookieConsent=${allow}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  });

  it.each([
    'https://elsewhere.example/',
    '//elsewhere.example/',
    '/\\elsewhere.example',
    '',
    'javascript:alert(1)',
  ])('sends the visitor home instead of to %j', async (back) => {
    const response = await answer(`allow=true&back=${encodeURIComponent(back)}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it.each([
    ['/./bikes/../shops/2?lang=vn#map', '/shops/2?lang=vn#map'],
    ['/%09/elsewhere.example/', '/%09/elsewhere.example/'],
    ['/%2F/elsewhere.example/', '/%2F/elsewhere.example/'],
    ['http:elsewhere.example', '/elsewhere.example'],
  ])('sends the visitor to %j as a browser reads it: %j, on this site', async (back, target) => {
    const response = await answer(`allow=true&back=${encodeURIComponent(back)}`);
    expect(response.headers.location).toBe(target);
  });

  it.each([
    ['a tab', '/\t/elsewhere.example/'],
    ['CR/LF', '/bikes\r\nSet-Cookie: a=b'],
    ['a character beyond Latin-1', '/cities/hà-nội'],
  ])('refuses a target holding %s, naming the field, and keeps nothing', async (_what, back) => {
    const response = await answer(`allow=true&back=${encodeURIComponent(back)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().error.fields).toEqual({
      back: 'must not contain control characters or characters beyond Latin-1',
    });
  });

  it('names the field of an answer it does not know, and keeps nothing', async () => {
    const response = await answer('allow=maybe&back=%2F');
    expect(response.statusCode).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json().error.fields).toEqual({ allow: 'must be "true" or "false"' });
  });
});
