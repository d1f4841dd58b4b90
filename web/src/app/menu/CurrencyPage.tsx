import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencyOptions, formatAmount, type CurrencyValue } from '../currency/currencies';
import { useCurrency, useMoney } from '../currency/CurrencyProvider';
import { StyledLead, StyledPage } from './menuStyles';

export const currencyNames = defineMessages<CurrencyValue>({
  eur: { id: 'currency.eur' },
  usd: { id: 'currency.usd' },
  dong: { id: 'currency.dong' },
});

/** A day on a scooter: the example shown in the chosen currency. */
const examplePerDay = 150_000;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  /* A fieldset is at least as wide as its longest word (min-width: min-content). */
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
  margin-bottom: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
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

const StyledName = styled.span`
  flex: 1;
  font-weight: 600;
`;

const StyledSymbol = styled.span`
  min-width: 3ch;
  text-align: right;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledExample = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

/** Choosing sets the session currency at once: every price on every page follows. */
export function CurrencyPage() {
  const intl = useIntl();
  const name = useId();
  const { currency, shown, setCurrency } = useCurrency();
  const { money } = useMoney();
  return (
    <StyledPage>
      <StyledFieldset>
        <StyledLegend>
          <FormattedMessage id="currency.legend" />
        </StyledLegend>
        {currencyOptions.map((option) => (
          <StyledOption key={option.value}>
            <StyledRadio
              type="radio"
              name={name}
              value={option.value}
              checked={currency === option.value}
              onChange={() => setCurrency(option.value)}
            />
            <StyledName>{intl.formatMessage(currencyNames[option.value])}</StyledName>
            <StyledSymbol aria-hidden="true">{option.symbol}</StyledSymbol>
          </StyledOption>
        ))}
      </StyledFieldset>
      <StyledExample aria-live="polite">
        {shown.value === currency ? (
          <FormattedMessage
            id="currency.example"
            values={{
              base: formatAmount(examplePerDay, 'VND', intl.locale),
              price: <strong>{money(examplePerDay)}</strong>,
            }}
          />
        ) : (
          <FormattedMessage id="currency.waiting" />
        )}
      </StyledExample>
      <StyledLead>
        <FormattedMessage id="currency.note" />
      </StyledLead>
    </StyledPage>
  );
}
