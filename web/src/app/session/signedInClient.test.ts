import { parse } from 'graphql';
import { signedInUser, signIn } from './session';
import { signedInClient } from './signedInClient';

/** The server is outside the web app: `fetch` answers as it would. */
function answerWith(body: object, status = 200) {
  const calls: { headers: Record<string, string>; body: string }[] = [];
  global.fetch = jest.fn(async (_url: unknown, init?: { headers?: object; body?: unknown }) => {
    calls.push({
      headers: { ...(init?.headers as Record<string, string>) },
      body: String(init?.body),
    });
    // Enough of a Response for Apollo's HTTP link (jsdom has none).
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    return {
      status,
      ok: status < 300,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
  return calls;
}

// Written with `parse`: probes of the client, not documents of the app.
const MeQuery = parse(`
  query OwnerMe {
    me {
      userName
    }
  }
`);

const LoginMutation = parse(`
  mutation OwnerLogin {
    login(input: { username: "x", password: "y", area: SHOP_OWNER }) {
      token
    }
  }
`);

const unauthenticated = {
  errors: [{ message: 'Your session has ended', extensions: { code: 'UNAUTHENTICATED' } }],
};

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

describe('the signed-in client', () => {
  it('sends the bearer token, as a POST', async () => {
    signIn({ token: 'tok-1', userName: 'owner1', role: 'SHOP_OWNER' });
    const calls = answerWith({ data: { me: { __typename: 'Me', userName: 'owner1' } } });
    await signedInClient().query({ query: MeQuery, fetchPolicy: 'network-only' });
    expect(calls[0].headers.authorization).toBe('Bearer tok-1');
    expect(calls[0].body).toContain('OwnerMe');
  });

  it('signs out when the API says the session has ended', async () => {
    signIn({ token: 'tok-2', userName: 'owner1', role: 'SHOP_OWNER' });
    answerWith(unauthenticated);
    await expect(
      signedInClient().query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ).rejects.toThrow('Your session has ended');
    expect(signedInUser()).toBeNull();
  });

  it('signs out on an HTTP 401 too', async () => {
    signIn({ token: 'tok-3', userName: 'owner1', role: 'SHOP_OWNER' });
    answerWith({ error: { code: 'UNAUTHENTICATED' } }, 401);
    await expect(
      signedInClient().query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ).rejects.toThrow();
    expect(signedInUser()).toBeNull();
  });

  it('keeps the session when a sign-in is refused (a wrong password ends nothing)', async () => {
    signIn({ token: 'tok-4', userName: 'owner1', role: 'SHOP_OWNER' });
    answerWith(unauthenticated);
    await expect(signedInClient().mutate({ mutation: LoginMutation })).rejects.toThrow();
    expect(signedInUser()).toEqual({ token: 'tok-4', userName: 'owner1', role: 'SHOP_OWNER' });
  });

  it('forgets the last user’s answers when the session changes', async () => {
    signIn({ token: 'tok-5', userName: 'owner1', role: 'SHOP_OWNER' });
    answerWith({ data: { me: { __typename: 'Me', userName: 'owner1' } } });
    const client = signedInClient();
    await client.query({ query: MeQuery });
    expect(client.readQuery({ query: MeQuery })).not.toBeNull();
    signIn({ token: 'tok-6', userName: 'owner2', role: 'SHOP_OWNER' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.readQuery({ query: MeQuery })).toBeNull();
  });
});
