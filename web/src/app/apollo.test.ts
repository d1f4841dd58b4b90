import { fakeServer } from '../../test/render';
import { LandingScreenQuery } from '../traveller/landing/landingScreenQuery';
import { createApolloClient } from './apollo';

const hanoi = {
  __typename: 'City',
  id: 'id-hanoi',
  slug: 'hanoi',
  name: { __typename: 'LocalizedText', en: 'Hanoi', vn: 'Hà Nội' },
  pictureUrl: null,
  shopCount: 3,
};

describe('createApolloClient', () => {
  it("masks fragment data: a screen sees only its own fields, not its cards' fields", async () => {
    const client = createApolloClient(
      fakeServer({
        data: {
          cities: { __typename: 'CityConnection', nodes: [hanoi] },
          latestReviews: [],
        },
      }).link,
    );
    const { data } = await client.query({ query: LandingScreenQuery });
    expect(data?.cities.nodes[0]).toEqual({ __typename: 'City', id: 'id-hanoi', shopCount: 3 });
    // The cache still holds everything, for the card's useFragment.
    expect(client.cache.extract()).toMatchObject({
      'City:id-hanoi': { slug: 'hanoi', pictureUrl: null },
    });
  });
});
