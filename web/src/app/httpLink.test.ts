import { parse } from 'graphql';
import { createApolloClient, createHttpLink } from './apollo';
import { resetConnectivity } from './offline/connectivity';

// Written with `parse`, not `graphql()`: probes of the link, not documents of the app.
const SettingsProbe = parse(`
  query SettingsProbe {
    appSettings {
      contactEmail
    }
  }
`);

const CancelProbe = parse(`
  mutation CancelProbe($input: BookingTokenInput!) {
    cancelBooking(input: $input) {
      __typename
    }
  }
`);

/** Enough of a fetch Response for Apollo's HTTP link (jsdom has no Response). */
function answer(body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  return {
    status: 200,
    ok: true,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  };
}

describe('the HTTP link', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    resetConnectivity();
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks queries with GET, so that the service worker can keep their answers', async () => {
    fetchMock.mockResolvedValue(
      answer({ data: { appSettings: { __typename: 'AppSettings', contactEmail: 'a@b.vn' } } }),
    );
    const { data } = await createApolloClient(createHttpLink()).query({ query: SettingsProbe });
    expect(data).toEqual({ appSettings: { __typename: 'AppSettings', contactEmail: 'a@b.vn' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('GET');
    const params = new URL(url, 'http://localhost').searchParams;
    expect(new URL(url, 'http://localhost').pathname).toBe('/graphql');
    expect(params.get('operationName')).toBe('SettingsProbe');
    expect(params.get('query')).toMatch(/^query SettingsProbe \{/);
  });

  it('sends mutations as POST', async () => {
    fetchMock.mockResolvedValue(answer({ data: { cancelBooking: { __typename: 'X' } } }));
    await createApolloClient(createHttpLink()).mutate({
      mutation: CancelProbe,
      variables: { input: {} },
    });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].method).toBe('POST');
  });
});
