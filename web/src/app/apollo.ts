import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: { fields: { cities: relayStylePagination() } },
    },
  });
}

/** The app's client; tests pass a link that answers without a network. */
export function createApolloClient(
  link: ApolloLink = new HttpLink({ uri: '/graphql' }),
): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), dataMasking: true });
}
