import { ApolloLink } from '@apollo/client';
import {
  createApolloClient,
  createBootPrefetchLink,
  createHttpLink,
  queryBootPrefetches,
} from './apollo';

/** The app's Apollo Client: it takes over the answers the boot prefetched. */
export const appClient = createApolloClient(
  ApolloLink.from([createBootPrefetchLink(), createHttpLink()]),
);

queryBootPrefetches(appClient);

export { prepareQueries } from './apollo';
