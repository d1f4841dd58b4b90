import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { intlLocale, languages, type Language } from '../../i18n/languages';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { StyledLead, StyledNotice, StyledOwnerPage, StyledTitle } from '../ui/ownerStyles';

const names = defineMessages<Language>({
  en: { id: 'language.en' },
  vn: { id: 'language.vn' },
});

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 700;
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 56px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.brand};
    padding: 7px 13px;
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledRadio = styled.input`
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

/**
 * `/shopowner/language`: the area's language. Choosing switches the app at once; the area's
 * frame (`useAccountLanguage`) stores it on the account, which the shop's e-mails follow.
 */
export default function LanguageScreen() {
  const intl = useIntl();
  const name = useId();
  const { language, setLanguage } = useLanguage();
  usePageMeta(intl.formatMessage({ id: 'owner.account.language.title' }));
  return (
    <StyledOwnerPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.account.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.account.language.title" />
      </StyledTitle>
      <StyledFieldset role="radiogroup">
        <StyledLegend>
          <FormattedMessage id="owner.account.language.legend" />
        </StyledLegend>
        {languages.map((option) => (
          <StyledOption key={option} lang={intlLocale[option]}>
            <StyledRadio
              type="radio"
              name={name}
              value={option}
              checked={language === option}
              onChange={() => setLanguage(option)}
            />
            {intl.formatMessage(names[option])}
          </StyledOption>
        ))}
      </StyledFieldset>
      <StyledNotice>
        <FormattedMessage id="owner.account.language.emails" />
      </StyledNotice>
      <StyledLead>
        <FormattedMessage id="owner.account.language.saved" />
      </StyledLead>
    </StyledOwnerPage>
  );
}
