import { signedInUser, signIn } from '../../app/session/session';
import { consoleFetcher } from './consoleFetcher';

const admin = { token: 'admin-token', userName: 'admin', role: 'ADMIN' as const };

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ status, json: () => Promise.resolve(body) });
}

async function run(fetcher: ReturnType<typeof consoleFetcher>, headers?: Record<string, string>) {
  // GraphiQL's fetcher may answer with a promise of a result.
  return await Promise.resolve(
    fetcher({ query: '{ me { userName } }', operationName: null }, { headers }),
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('consoleFetcher', () => {
  it("posts to /graphql with the admin's bearer token and gives the answer", async () => {
    signIn(admin);
    const fetchMock = answer(200, { data: { me: { userName: 'admin' } } });
    window.fetch = fetchMock;
    const result = await run(consoleFetcher(jest.fn()));
    expect(result).toEqual({ data: { me: { userName: 'admin' } } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers.authorization).toBe('Bearer admin-token');
    expect(JSON.parse(init.body)).toEqual({ query: '{ me { userName } }', operationName: null });
  });

  it.each([
    ['HTTP 401', 401, { errors: [{ message: 'no' }] }],
    [
      'UNAUTHENTICATED',
      200,
      { errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] },
    ],
  ])('on %s: signs out and says the session ended', async (_what, status, body) => {
    signIn(admin);
    window.fetch = answer(status, body);
    const onSessionEnd = jest.fn();
    await run(consoleFetcher(onSessionEnd));
    expect(signedInUser()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('sends a token typed in the headers editor instead, and a 401 to it keeps the session', async () => {
    signIn(admin);
    const fetchMock = answer(401, { errors: [{ message: 'no' }] });
    window.fetch = fetchMock;
    const onSessionEnd = jest.fn();
    await run(consoleFetcher(onSessionEnd), { Authorization: 'Bearer other' });
    expect(fetchMock.mock.calls[0][1].headers).toEqual(
      expect.objectContaining({ Authorization: 'Bearer other' }),
    );
    expect(fetchMock.mock.calls[0][1].headers.authorization).toBeUndefined();
    expect(signedInUser()).toEqual(admin);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('says so when the answer is not GraphQL (a proxy error page)', async () => {
    signIn(admin);
    window.fetch = jest.fn().mockResolvedValue({
      status: 502,
      json: () => Promise.reject(new SyntaxError('not JSON')),
    });
    expect(await run(consoleFetcher(jest.fn()))).toEqual({
      errors: [{ message: 'HTTP 502 without a GraphQL answer' }],
    });
  });
});
