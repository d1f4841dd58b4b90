import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderWithApp } from '../../../test/render';
import { TripCitiesQuery } from '../../traveller/trip/tripCitiesQuery';
import { tripCitiesAnswer } from '../../traveller/trip/tripFixtures';
import { print } from 'graphql';
import { SearchScreenQuery } from '../../traveller/search/searchScreenQuery';
import { serverDocument } from './serverDocument';
import { httpTransport } from './transport';
import { useLightQuery } from './useLightQuery';

function CityCount({ label, skip = false }: { label: string; skip?: boolean }) {
  const { data, loading, error, refetch } = useLightQuery(TripCitiesQuery, { skip });
  if (loading) return <p>{label}: loading</p>;
  if (error)
    return (
      <p>
        {label}: failed <button onClick={() => void refetch()}>Retry {label}</button>
      </p>
    );
  return (
    <p>
      {label}: {data ? `${data.cities.nodes.length} cities` : 'nothing'}
    </p>
  );
}

describe('useLightQuery', () => {
  it('asks once for what several components show, and shows it in each', async () => {
    const api = fakeApi({ TripCities: tripCitiesAnswer() });
    renderWithApp(
      <>
        <CityCount label="form" />
        <CityCount label="footer" />
      </>,
      api.link,
    );
    expect(screen.getByText('form: loading')).toBeInTheDocument();
    expect(await screen.findByText('form: 4 cities')).toBeInTheDocument();
    expect(screen.getByText('footer: 4 cities')).toBeInTheDocument();
    expect(api.calls.map((call) => call.operationName)).toEqual(['TripCities']);
  });

  it('keeps an answer for the visit: a component shown later does not ask again', async () => {
    const api = fakeApi({ TripCities: tripCitiesAnswer() });
    function Later() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <CityCount label="first" />
          <button onClick={() => setShown(true)}>Show more</button>
          {shown && <CityCount label="second" />}
        </>
      );
    }
    renderWithApp(<Later />, api.link);
    await screen.findByText('first: 4 cities');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('second: 4 cities')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('shows a failure, and the answer once the visitor retries', async () => {
    const api = fakeApi({
      TripCities: [{ errors: [{ message: 'Database unavailable' }] }, tripCitiesAnswer()],
    });
    renderWithApp(<CityCount label="form" />, api.link);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry form' }));
    expect(await screen.findByText('form: 4 cities')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('asks again when a component mounts after a network failure', async () => {
    const api = fakeApi({ TripCities: [new Error('offline'), tripCitiesAnswer()] });
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && <CityCount label="landing" />}
          <button onClick={() => setShown(!shown)}>Toggle</button>
        </>
      );
    }
    renderWithApp(<Toggle />, api.link);
    await screen.findByText(/landing: failed/);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('landing: 4 cities')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it('sends nothing while skipped', async () => {
    const api = fakeApi({ TripCities: tripCitiesAnswer() });
    renderWithApp(<CityCount label="rates" skip />, api.link);
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
    const answer = await httpTransport(TripCitiesQuery, { first: 3 });
    expect(answer).toEqual({ data: { cities: { nodes: [] } } });
    const url = new URL(requests[0].url, 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('TripCities');
    expect(url.searchParams.get('query')).toMatch(/^query TripCities \{/);
    expect(url.searchParams.get('variables')).toBe('{"first":3}');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
  });

  it('says so when the server answers without GraphQL', async () => {
    global.fetch = jest.fn(async () => response(502, '<html>Bad gateway</html>')) as typeof fetch;
    await expect(httpTransport(TripCitiesQuery, {})).rejects.toThrow(
      'The server answered 502 without a GraphQL answer',
    );
  });
});

describe('serverDocument', () => {
  it('sends what Apollo Client would: no client directives, a __typename in every selection', () => {
    const sent = print(serverDocument(SearchScreenQuery));
    expect(sent).not.toMatch(/@unmask/);
    expect(sent).toMatch(/@include\(if: \$withExtras\)/);
    expect(sent).toMatch(/pageInfo \{\n\s+hasNextPage\n\s+endCursor\n\s+__typename\n/);
    // Not at the root of the operation, as Apollo does not.
    const operation = serverDocument(SearchScreenQuery).definitions.find(
      (definition) => definition.kind === 'OperationDefinition',
    );
    expect(operation?.selectionSet.selections.map((field) => print(field))).not.toContain(
      '__typename',
    );
  });
});
