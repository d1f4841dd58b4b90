import { getApolloContext, ApolloProvider } from '@apollo/client/react';
import { useContext, type ComponentType } from 'react';
import { appClient } from './appClient';

const wrapped = new WeakMap<ComponentType, ComponentType>();

/**
 * A screen inside the app's Apollo Client. Loaded with every screen but the landing page
 * (`screenLoader`, app/routeTable.ts), so Apollo is downloaded alongside the first such
 * screen, not before.
 * A client already provided (the tests') is used as it is.
 */
export function withApollo(Screen: ComponentType): ComponentType {
  let ApolloScreen = wrapped.get(Screen);
  if (!ApolloScreen) {
    ApolloScreen = function ApolloScreen() {
      const provided = useContext(getApolloContext()).client;
      return provided ? (
        <Screen />
      ) : (
        <ApolloProvider client={appClient}>
          <Screen />
        </ApolloProvider>
      );
    };
    wrapped.set(Screen, ApolloScreen);
  }
  return ApolloScreen;
}
