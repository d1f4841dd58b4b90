import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { intlLocale, languages, type Language } from '../../i18n/languages';
import { RadioList } from '../../ui/RadioList';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { StyledLead, StyledNotice, StyledPage, StyledTitle } from '../../ui/formStyles';

const names = defineMessages<Language>({
  en: { id: 'language.en' },
  vn: { id: 'language.vn' },
});

/**
 * `/shopowner/language`: the area's language. Choosing switches the app at once; the area's
 * frame (`useAccountLanguage`) stores it on the account, which the shop's e-mails follow.
 */
export default function LanguageScreen() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  usePageMeta(intl.formatMessage({ id: 'owner.account.language.title' }));
  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.account.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.account.language.title" />
      </StyledTitle>
      <RadioList
        card
        legend={<FormattedMessage id="owner.account.language.legend" />}
        choices={languages.map((option) => ({
          value: option,
          label: intl.formatMessage(names[option]),
          lang: intlLocale[option],
        }))}
        value={language}
        onChange={setLanguage}
      />
      <StyledNotice>
        <FormattedMessage id="owner.account.language.emails" />
      </StyledNotice>
      <StyledLead>
        <FormattedMessage id="owner.account.language.saved" />
      </StyledLead>
    </StyledPage>
  );
}
