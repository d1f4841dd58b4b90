import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { intlLocale, languages } from '../i18n/languages';
import { useLanguage } from './LanguageProvider';

const names = defineMessages({
  en: { id: 'language.en' },
  vn: { id: 'language.vn' },
});

const label = defineMessages({ switch: { id: 'language.label' } });

/** `onColour`: on the landing page's brand-coloured header or the dark menu. */
export type SwitchTone = 'plain' | 'onColour';

const StyledSwitch = styled.div<{ $tone: SwitchTone }>`
  display: inline-flex;
  flex: 0 0 auto;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'onColour' ? theme.colors.surface : theme.colors.border)};
  border-radius: 999px;
  overflow: hidden;
`;

const StyledOption = styled.button<{ $tone: SwitchTone }>`
  border: 0;
  padding: 6px 10px;
  min-width: ${({ theme }) => theme.tap};
  min-height: ${({ theme }) => theme.tap};
  cursor: pointer;
  background: transparent;
  color: inherit;
  font-weight: 700;
  font-size: 0.9rem;

  &[aria-pressed='true'] {
    ${({ theme, $tone }) =>
      $tone === 'onColour'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.brandDark};
          `
        : css`
            background: ${theme.colors.brand};
            color: ${theme.colors.surface};
          `}
  }
`;

/** English / Tiếng Việt, kept as appLang. */
export function LanguageSwitch({ tone = 'plain' }: { tone?: SwitchTone }) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return (
    <StyledSwitch role="group" aria-label={intl.formatMessage(label.switch)} $tone={tone}>
      {languages.map((option) => (
        <StyledOption
          key={option}
          type="button"
          lang={intlLocale[option]}
          aria-pressed={option === language}
          title={intl.formatMessage(names[option])}
          $tone={tone}
          onClick={() => setLanguage(option)}
        >
          {option.toUpperCase()}
        </StyledOption>
      ))}
    </StyledSwitch>
  );
}
