import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { fakeServer } from '../../test/render';
import { createApolloClient } from './apollo';

// Written with `parse`, not `graphql()`: a probe of the client, not a document of the app.
const CitiesProbe = parse(`
  query CitiesProbe {
    cities {
      nodes {
        id
        shopCount
        ...CityCard_city
      }
    }
  }
  fragment CityCard_city on City {
    slug
    name {
      en
      vn
    }
    pictureUrl
  }
`) as TypedDocumentNode<{ cities: { nodes: object[] } }, Record<string, never>>;

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
        },
      }).link,
    );
    const { data } = await client.query({ query: CitiesProbe });
    expect(data?.cities.nodes[0]).toEqual({ __typename: 'City', id: 'id-hanoi', shopCount: 3 });
    // The cache still holds everything, for the card's useFragment.
    expect(client.cache.extract()).toMatchObject({
      'City:id-hanoi': { slug: 'hanoi', pictureUrl: null },
    });
  });
});
