import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledCard, StyledCardTitle, StyledMuted } from './styles';

const paymentId = 'reservation-payment';

const StyledCash = styled.p`
  margin: 0;
  justify-self: start;
  padding: 6px 14px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

/** Said once, plainly: cash at pickup, and xemay handles no money (UX.md). */
export function PaymentSection() {
  return (
    <StyledCard aria-labelledby={paymentId}>
      <StyledCardTitle id={paymentId}>
        <FormattedMessage id="reservation.payment.title" />
      </StyledCardTitle>
      <StyledCash>
        <FormattedMessage id="reservation.payment.cash" />
      </StyledCash>
      <StyledMuted>
        <FormattedMessage id="reservation.payment.disclaimer" />
      </StyledMuted>
    </StyledCard>
  );
}
