import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { CashTotals_CashFragment } from '../../gql/graphql';
import { formatVnd } from '../partners/money';

export const CashTotalsFragment = graphql(`
  fragment CashTotals_cash on CashEarned {
    earned
    booked
  }
`);

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
`;

const StyledTotal = styled.div`
  padding: 14px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const StyledFigure = styled.dd`
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

/** The range's totals as big figures: earned (and from how many bookings), booked. */
export function CashTotals({
  cash,
  completedCount,
  bookedCount,
}: {
  cash: CashTotals_CashFragment;
  completedCount: number;
  bookedCount: number;
}) {
  const intl = useIntl();
  return (
    <StyledTotals>
      <StyledTotal>
        <dt>
          <FormattedMessage id="admin.cash.earned" />
        </dt>
        <StyledFigure>{formatVnd(Number(cash.earned), intl.locale)}</StyledFigure>
        <dd>
          <FormattedMessage id="admin.cash.earnedCount" values={{ count: completedCount }} />
        </dd>
      </StyledTotal>
      <StyledTotal>
        <dt>
          <FormattedMessage id="admin.cash.booked" />
        </dt>
        <StyledFigure>{formatVnd(Number(cash.booked), intl.locale)}</StyledFigure>
        <dd>
          <FormattedMessage id="admin.cash.bookedCount" values={{ count: bookedCount }} />
        </dd>
      </StyledTotal>
    </StyledTotals>
  );
}
