import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { requestTexts, switchTexts } from '../i18n/catalogue';
import { useCatalogue } from '../i18n/useCatalogue';
import { intlLocale, type Language } from '../i18n/languages';
import { replaceUrlLanguage, storeLanguage, storedLanguage } from './preferences';

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** `initial`: the language the server rendered the page in (web/src/traveller/ssr), else the stored one. */
export function LanguageProvider({
  initial,
  children,
}: {
  initial?: Language;
  children: ReactNode;
}) {
  const [language, setState] = useState<Language>(() => initial ?? storedLanguage());
  const messages = useCatalogue(language);
  useEffect(() => {
    if (messages) return undefined;
    // Offline before the texts ever arrived: tried again when the connection is back.
    const retry = () => void requestTexts(['core'], language).catch(() => undefined);
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [language, messages]);
  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    // The page stays in the old language until the new one's texts are there.
    const switchOver = () => {
      replaceUrlLanguage(next);
      setState(next);
    };
    switchTexts(next).then((wanted) => wanted && switchOver(), switchOver);
  }, []);
  useEffect(() => {
    // Screen readers pick their voice from the page's language.
    document.documentElement.lang = intlLocale[language];
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      {/* Nothing is shown before the texts arrive (they are requested with the app itself). */}
      {messages && (
        <IntlProvider locale={intlLocale[language]} defaultLocale="en" messages={messages}>
          {children}
        </IntlProvider>
      )}
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
