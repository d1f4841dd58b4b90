import { fakeServer } from '../../test/render';
import { CitiesScreenQuery } from '../traveller/cities/CitiesScreen';
import { createApolloClient } from './apollo';

const hanoi = {
  __typename: 'City',
  id: 'id-hanoi',
  slug: 'hanoi',
  name: { __typename: 'LocalizedText', en: 'Hanoi', vn: 'Hà Nội' },
  description: { __typename: 'LocalizedText', en: 'About Hanoi.', vn: 'Về Hà Nội.' },
  pictureUrl: null,
  shopCount: 3,
};

describe('createApolloClient', () => {
  it("masks fragment data: a screen sees only its own fields, not its cards' fields", async () => {
    const client = createApolloClient(
      fakeServer({
        data: {
          cities: {
            __typename: 'CityConnection',
            totalCount: 1,
            edges: [{ __typename: 'CityEdge', node: hanoi }],
          },
        },
      }).link,
    );
    const { data } = await client.query({ query: CitiesScreenQuery });
    expect(data?.cities.edges[0].node).toEqual({ __typename: 'City', id: 'id-hanoi' });
    // The cache still holds everything, for the card's useFragment.
    expect(client.cache.extract()).toMatchObject({
      'City:id-hanoi': { slug: 'hanoi', shopCount: 3 },
    });
  });
});
