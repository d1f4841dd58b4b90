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
import { intlLocale, isLanguage, messages, type Language } from '../i18n/messages';

/** The chosen language survives reloads under this key (spec: appLang). */
export const languageStorageKey = 'appLang';

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState | null>(null);

function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(storedLanguage);
  const setLanguage = useCallback((next: Language) => {
    setState(next);
    try {
      window.localStorage.setItem(languageStorageKey, next);
    } catch {
      // Private browsing may refuse storage: the choice then lasts for this visit only.
    }
  }, []);
  useEffect(() => {
    // Screen readers pick their voice from the page's language.
    document.documentElement.lang = intlLocale[language];
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={intlLocale[language]} defaultLocale="en" messages={messages[language]}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
