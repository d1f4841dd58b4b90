import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { Stepper } from '../../ui/Stepper';
import { FieldError } from './FieldError';
import { StyledCard, StyledCardTitle, StyledMuted } from './styles';

const bagsId = 'reservation-bags';
const bagsErrorId = 'reservation-bags-error';
const bagsLabelId = 'reservation-bags-label';
const bagsPriceId = 'reservation-bags-price';
const bagsTitleId = 'reservation-bags-title';

/** The most bags a one-way trip carries (the API's limit). */
export const maxBags = 10;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** One way: bags carried to the return shop, 0 to 10, at the pickup shop's price per bag. */
export function BagsPicker({
  count,
  costPerBag,
  onChange,
  error,
}: {
  count: number;
  costPerBag: number;
  onChange(count: number): void;
  error?: ReactNode;
}) {
  const intl = useIntl();
  const { money } = useMoney();
  return (
    <StyledCard aria-labelledby={bagsTitleId} id={bagsId} tabIndex={-1}>
      <StyledCardTitle id={bagsTitleId}>
        <FormattedMessage id="reservation.bags.title" />
      </StyledCardTitle>
      <StyledMuted id={bagsPriceId}>
        <FormattedMessage id="reservation.bags.text" values={{ price: money(costPerBag) }} />
      </StyledMuted>
      {error && <FieldError id={bagsErrorId}>{error}</FieldError>}
      <StyledRow>
        <span id={bagsLabelId}>
          <FormattedMessage id="reservation.bags.label" />
        </span>
        <Stepper
          value={count}
          max={maxBags}
          onChange={onChange}
          labelledBy={bagsLabelId}
          describedBy={bagsPriceId}
          decreaseLabel={intl.formatMessage({ id: 'reservation.bags.less' })}
          increaseLabel={intl.formatMessage({ id: 'reservation.bags.more' })}
        />
      </StyledRow>
    </StyledCard>
  );
}
