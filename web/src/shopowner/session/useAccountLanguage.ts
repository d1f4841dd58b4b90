import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../app/LanguageProvider';
import { useSignedInUser } from '../../app/session/session';
import { graphql } from '../../gql';

const SetAccountLanguage = graphql(`
  mutation SetAccountLanguage($language: Language!) {
    setMyLanguage(input: { language: $language }) {
      me {
        language
      }
      userErrors {
        field
        message
      }
    }
  }
`);

/**
 * The language the owner picks in the area is also stored on their account, so that the
 * e-mails the shop receives follow it (the header's switch and the language screen alike).
 */
export function useAccountLanguage(): void {
  const { language } = useLanguage();
  const user = useSignedInUser();
  const [store] = useMutation(SetAccountLanguage);
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (user)
      void store({ variables: { language: language === 'vn' ? 'VN' : 'EN' } }).catch(
        () => undefined,
      );
  }, [language, user, store]);
}
