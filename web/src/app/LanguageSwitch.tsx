import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { intlLocale, languages } from '../i18n/messages';
import { useLanguage } from './LanguageProvider';

const names = defineMessages({
  en: { id: 'language.en' },
  vn: { id: 'language.vn' },
});

const label = defineMessages({ switch: { id: 'language.label' } });

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  overflow: hidden;
`;

const StyledOption = styled.button`
  border: 0;
  padding: 6px 12px;
  min-width: 44px;
  min-height: 44px;
  cursor: pointer;
  background: transparent;
  color: inherit;
  font-weight: 600;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

export function LanguageSwitch() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <StyledSwitch role="group" aria-label={intl.formatMessage(label.switch)}>
      {languages.map((option) => (
        <StyledOption
          key={option}
          type="button"
          lang={intlLocale[option]}
          aria-pressed={option === language}
          title={intl.formatMessage(names[option])}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </StyledOption>
      ))}
    </StyledSwitch>
  );
}
