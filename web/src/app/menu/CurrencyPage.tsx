import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencyOptions, formatAmount, type CurrencyValue } from '../currency/currencies';
import { useCurrency, useMoney } from '../currency/CurrencyProvider';
import { RadioList } from '../../ui/RadioList';
import { StyledLead, StyledPage } from './menuStyles';

export const currencyNames = defineMessages<CurrencyValue>({
  eur: { id: 'currency.eur' },
  usd: { id: 'currency.usd' },
  dong: { id: 'currency.dong' },
});

/** A day on a scooter: the example shown in the chosen currency. */
const examplePerDay = 150_000;

const StyledExample = styled.p`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

/** Choosing sets the session currency at once: every price on every page follows. */
export function CurrencyPage() {
  const intl = useIntl();
  const { currency, shown, setCurrency } = useCurrency();
  const { money } = useMoney();
  return (
    <StyledPage>
      <RadioList
        legend={<FormattedMessage id="currency.legend" />}
        choices={currencyOptions.map((option) => ({
          value: option.value,
          label: intl.formatMessage(currencyNames[option.value]),
          aside: option.symbol,
        }))}
        value={currency}
        onChange={setCurrency}
      />
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
