import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { LanguageProvider } from './LanguageProvider';
import { GlobalStyle, theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ client, router }: { client: ApolloClient; router: Router }) {
  return (
    <ApolloProvider client={client}>
      <LanguageProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </LanguageProvider>
    </ApolloProvider>
  );
}
