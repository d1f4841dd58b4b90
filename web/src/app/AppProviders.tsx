import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Language } from '../i18n/languages';
import { ToastProvider } from '../ui/Toasts';
import { CurrencyProvider } from './currency/CurrencyProvider';
import { LanguageProvider } from './LanguageProvider';
import { LightQueryProvider } from './lightQuery/useLightQuery';
import { httpTransport, type QueryTransport } from './lightQuery/transport';
import { GlobalStyle, theme } from './theme';

/**
 * Everything a screen relies on except the router and Apollo Client, shared by the app and
 * its tests. Apollo comes with the screens that use it (app/apolloScreen.tsx), so that the
 * landing page loads without it; the shell's few queries go through `useLightQuery`.
 */
export function AppProviders({
  transport = httpTransport,
  language,
  children,
}: {
  transport?: QueryTransport;
  /** The language to start in (a server render's), instead of the stored one. */
  language?: Language;
  children: ReactNode;
}) {
  return (
    <LightQueryProvider transport={transport}>
      <LanguageProvider initial={language}>
        <CurrencyProvider>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <ToastProvider>{children}</ToastProvider>
          </ThemeProvider>
        </CurrencyProvider>
      </LanguageProvider>
    </LightQueryProvider>
  );
}
