import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { languages } from '../i18n/messages';
import { useLanguage } from './LanguageProvider';

const StyledSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  overflow: hidden;
`;

const StyledOption = styled.button`
  border: 0;
  padding: 6px 12px;
  min-height: 36px;
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
    <StyledSwitch role="group" aria-label={intl.formatMessage({ id: 'language.label' })}>
      {languages.map((option) => (
        <StyledOption
          key={option}
          type="button"
          lang={option === 'vn' ? 'vi' : 'en'}
          aria-pressed={option === language}
          title={intl.formatMessage({ id: `language.${option}` })}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </StyledOption>
      ))}
    </StyledSwitch>
  );
}
