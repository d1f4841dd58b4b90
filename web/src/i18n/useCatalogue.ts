import { startTransition, useEffect, useState } from 'react';
import { currentMessages, onTextsArrived, type Catalogue } from './catalogue';
import type { Language } from './languages';

/**
 * The texts of a language as they arrive. A new part changes every text the app shows, so it
 * is applied as a transition: rendered in slices that leave the page responsive, instead of in
 * the long task that downloaded it.
 */
export function useCatalogue(language: Language): Catalogue | null {
  const [texts, setTexts] = useState(() => ({ language, messages: currentMessages(language) }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setTexts((shown) => {
          const messages = currentMessages(language);
          return shown.language === language && shown.messages === messages
            ? shown
            : { language, messages };
        }),
      );
    // Parts may have arrived between the first render and now.
    update();
    return onTextsArrived(update);
  }, [language]);
  return texts.language === language ? texts.messages : currentMessages(language);
}
