import { ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { Observable } from 'rxjs';
import { waitFor } from '@testing-library/react';
import { createApolloClient, createBootPrefetchLink, queryBootPrefetches } from './apollo';
import { prefetch } from './bootPrefetch';
import { resetConnectivity } from './offline/connectivity';

// Written with `parse`, not `graphql()`: probes of the prefetch, not documents of the app.
const BikeProbe: TypedDocumentNode<
  { publicBike: { id: string; name: string } },
  { id: string; withExtras?: boolean }
> = parse(`
  query BikeProbe($id: ID!, $withExtras: Boolean! = true) {
    publicBike(id: $id) {
      id
      name
    }
  }
`);

const bike = (name: string) => ({
  data: { publicBike: { __typename: 'PublicBike', id: 'ShopBike:34', name } },
});

/** Enough of a fetch Response for the boot's transport (jsdom has no Response). */
function response(body: unknown) {
  return { status: 200, ok: true, headers: { get: () => null }, json: async () => body };
}

describe('the boot prefetch', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;
  let networkRequests: number;
  const client = () =>
    createApolloClient(
      ApolloLink.from([
        createBootPrefetchLink(),
        new ApolloLink(
          () =>
            new Observable((observer) => {
              networkRequests += 1;
              observer.next(bike('From Apollo'));
              observer.complete();
            }),
        ),
      ]),
    );

  beforeEach(() => {
    resetConnectivity();
    networkRequests = 0;
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("answers the screen's first request with what the boot sent, once", async () => {
    fetchMock.mockResolvedValue(response(bike('From the boot')));
    prefetch(BikeProbe, { id: 'ShopBike:34' });
    const apollo = client();
    const first = await apollo.query({ query: BikeProbe, variables: { id: 'ShopBike:34' } });
    expect(first.data?.publicBike.name).toBe('From the boot');
    expect(networkRequests).toBe(0);
    // The boot sent the document's default too, as Apollo does.
    const url = new URL((fetchMock.mock.calls[0] as [string])[0], 'http://localhost');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({
      withExtras: true,
      id: 'ShopBike:34',
    });
    const again = await apollo.query({
      query: BikeProbe,
      variables: { id: 'ShopBike:34' },
      fetchPolicy: 'network-only',
    });
    expect(again.data?.publicBike.name).toBe('From Apollo');
    expect(networkRequests).toBe(1);
  });

  it('leaves other variables to the network', async () => {
    fetchMock.mockResolvedValue(response(bike('From the boot')));
    prefetch(BikeProbe, { id: 'ShopBike:34' });
    const { data } = await client().query({
      query: BikeProbe,
      variables: { id: 'ShopBike:34', withExtras: false },
    });
    expect(data?.publicBike.name).toBe('From Apollo');
    expect(networkRequests).toBe(1);
  });

  it('asks the network when the prefetch failed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    prefetch(BikeProbe, { id: 'ShopBike:34' });
    const { data } = await client().query({ query: BikeProbe, variables: { id: 'ShopBike:34' } });
    expect(data?.publicBike.name).toBe('From Apollo');
    expect(networkRequests).toBe(1);
  });

  it("gives the boot the answer's data, and null when the request failed", async () => {
    fetchMock.mockResolvedValueOnce(response(bike('For the boot')));
    await expect(prefetch(BikeProbe, { id: 'ShopBike:34' })).resolves.toEqual(
      bike('For the boot').data,
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(prefetch(BikeProbe, { id: 'ShopBike:35' })).resolves.toBeNull();
  });

  describe('once Apollo has loaded', () => {
    let stop: () => void = () => undefined;
    afterEach(() => stop());

    const storedName = (apollo: ReturnType<typeof client>) =>
      apollo.readQuery({ query: BikeProbe, variables: { id: 'ShopBike:34' } })?.publicBike.name;

    it('stores the answer before the screen asks, which then needs no request', async () => {
      fetchMock.mockResolvedValue(response(bike('From the boot')));
      prefetch(BikeProbe, { id: 'ShopBike:34' });
      const apollo = client();
      stop = queryBootPrefetches(apollo);
      await waitFor(() => expect(storedName(apollo)).toBe('From the boot'));
      const screen = await apollo.query({ query: BikeProbe, variables: { id: 'ShopBike:34' } });
      expect(screen.data?.publicBike.name).toBe('From the boot');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(networkRequests).toBe(0);
    });

    it('also takes a query the boot sends later (the search waits for its cities)', async () => {
      fetchMock.mockResolvedValue(response(bike('Sent later')));
      const apollo = client();
      stop = queryBootPrefetches(apollo);
      expect(storedName(apollo)).toBeUndefined();
      prefetch(BikeProbe, { id: 'ShopBike:34' });
      await waitFor(() => expect(storedName(apollo)).toBe('Sent later'));
      expect(networkRequests).toBe(0);
    });

    it('shares the travelling answer with a screen that asks before it has come', async () => {
      let answer: (body: unknown) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      prefetch(BikeProbe, { id: 'ShopBike:34' });
      const apollo = client();
      stop = queryBootPrefetches(apollo);
      await new Promise((resolve) => setTimeout(resolve, 0));
      const screen = apollo.query({ query: BikeProbe, variables: { id: 'ShopBike:34' } });
      answer(response(bike('From the boot')));
      expect((await screen).data?.publicBike.name).toBe('From the boot');
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(networkRequests).toBe(0);
    });
  });
});
