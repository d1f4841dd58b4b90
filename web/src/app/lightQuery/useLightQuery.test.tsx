import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, print } from 'graphql';
import { CurrencyRatesQuery } from '../currency/CurrencyProvider';
import { currencyRatesAnswer } from '../testShell';
import { serverDocument } from './serverDocument';
import { httpTransport } from './transport';
import { useLightQuery } from './useLightQuery';

// Written with `parse`, not `graphql()`: probes of the transport, not documents of the app.
const CitiesProbe = parse(`
  query CitiesProbe($first: Int) {
    cities(first: $first) {
      nodes {
        slug
      }
    }
  }
`) as TypedDocumentNode<unknown, { first?: number }>;

const PagedProbe = parse(`
  query PagedProbe($withExtras: Boolean!) {
    searchBikes {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...Card @unmask
          extras @include(if: $withExtras)
        }
      }
    }
  }
  fragment Card on Bike {
    name
  }
`);

function RateCount({ label, skip = false }: { label: string; skip?: boolean }) {
  const { data, loading, error, refetch } = useLightQuery(CurrencyRatesQuery, { skip });
  if (loading) return <p>{label}: loading</p>;
  if (error)
    return (
      <p>
        {label}: failed <button onClick={() => void refetch()}>Retry {label}</button>
      </p>
    );
  return (
    <p>
      {label}: {data ? `${data.currencyRates.nodes.length} rates` : 'nothing'}
    </p>
  );
}

describe('useLightQuery', () => {
  it('asks once for what several components show, and shows it in each', async () => {
    const api = fakeApi({ CurrencyRates: currencyRatesAnswer });
    renderWithApp(
      <>
        <RateCount label="form" />
        <RateCount label="footer" />
      </>,
      api.link,
    );
    expect(screen.getByText('form: loading')).toBeInTheDocument();
    expect(await screen.findByText('form: 2 rates')).toBeInTheDocument();
    expect(screen.getByText('footer: 2 rates')).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).toEqual(['CurrencyRates']);
  });

  it('keeps an answer for the visit: a component shown later does not ask again', async () => {
    const api = fakeApi({ CurrencyRates: currencyRatesAnswer });
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <RateCount label="first" />
          <button onClick={() => setShown(true)}>Show more</button>
          {shown && <RateCount label="second" />}
        </>
      );
    }
    renderWithApp(<Later />, api.link);
    await screen.findByText('first: 2 rates');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('second: 2 rates')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('shows a failure, and the answer once the visitor retries', async () => {
    const api = fakeApi({
      CurrencyRates: [{ errors: [{ message: 'Database unavailable' }] }, currencyRatesAnswer],
    });
    renderWithApp(<RateCount label="form" />, api.link);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry form' }));
    expect(await screen.findByText('form: 2 rates')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('asks again when a component mounts after a network failure', async () => {
    const api = fakeApi({ CurrencyRates: [new Error('offline'), currencyRatesAnswer] });
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <RateCount label="landing" />}
          <button onClick={() => setShown(!shown)}>Toggle</button>
        </>
      );
    }
    renderWithApp(<Toggle />, api.link);
    await screen.findByText(/landing: failed/);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('landing: 2 rates')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('sends nothing while skipped', async () => {
    const api = fakeApi({ CurrencyRates: currencyRatesAnswer });
    renderWithApp(<RateCount label="rates" skip />, api.link);
    expect(screen.getByText('rates: nothing')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(api.calls).toHaveLength(0);
  });
});

/** Enough of a fetch Response for the transport (jsdom has no Response). */
function response(status: number, body: string) {
  return {
    status,
    ok: status < 300,
    headers: { get: () => null },
    json: async () => JSON.parse(body) as unknown,
  } as unknown as Response;
}

describe('httpTransport', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("sends a GET that Apollo Server's CSRF prevention accepts and a service worker can keep", async () => {
    const requests: { url: string; headers: Headers }[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return response(200, JSON.stringify({ data: { cities: { nodes: [] } } }));
    }) as typeof fetch;
    const answer = await httpTransport(CitiesProbe, { first: 3 });
    expect(answer).toEqual({ data: { cities: { nodes: [] } } });
    const url = new URL(requests[0].url, 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('CitiesProbe');
    expect(url.searchParams.get('query')).toMatch(/^query CitiesProbe\(\$first: Int\) \{/);
    expect(url.searchParams.get('variables')).toBe('{"first":3}');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
  });

  it('says so when the server answers without GraphQL', async () => {
    global.fetch = jest.fn(async () => response(502, '<html>Bad gateway</html>')) as typeof fetch;
    await expect(httpTransport(CitiesProbe, {})).rejects.toThrow(
      'The server answered 502 without a GraphQL answer',
    );
  });
});

describe('serverDocument', () => {
  it('sends what Apollo Client would: no client directives, a __typename in every selection', () => {
    const sent = print(serverDocument(PagedProbe));
    expect(sent).not.toMatch(/@unmask/);
    expect(sent).toMatch(/@include\(if: \$withExtras\)/);
    expect(sent).toMatch(/pageInfo \{\n\s+hasNextPage\n\s+endCursor\n\s+__typename\n/);
    // Not at the root of the operation, as Apollo does not.
    const operation = serverDocument(PagedProbe).definitions.find(
      (definition) => definition.kind === 'OperationDefinition',
    );
    expect(operation?.selectionSet.selections.map((field) => print(field))).not.toContain(
      '__typename',
    );
  });
});
