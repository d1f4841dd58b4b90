import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider } from '../ui/Toasts';
import { CurrencyProvider } from './currency/CurrencyProvider';
import { LanguageProvider } from './LanguageProvider';
import { GlobalStyle, theme } from './theme';

/** Everything a screen relies on except the router, shared by the app and its tests. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <LanguageProvider>
        <CurrencyProvider>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </CurrencyProvider>
      </LanguageProvider>
    </ApolloProvider>
  );
}
