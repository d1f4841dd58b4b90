import { createApolloClient } from './apollo';

/** The app's Apollo Client, made as the app loads so that the boot can start queries early. */
export const appClient = createApolloClient();
