import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledStar = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** "★ 4.3 of 5 · 7 reviews", or that there are none yet. */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0)
    return (
      <StyledNone>
        <FormattedMessage id="shop.rating.none" />
      </StyledNone>
    );
  return (
    <StyledRating>
      <StyledStar aria-hidden="true">★</StyledStar>
      <FormattedMessage
        id="shop.rating"
        values={{
          average: <FormattedNumber value={average} maximumFractionDigits={1} />,
          count,
        }}
      />
    </StyledRating>
  );
}
