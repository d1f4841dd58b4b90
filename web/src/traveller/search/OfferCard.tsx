import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { OfferCard_OfferFragment } from '../../gql/graphql';
import { formatDate } from '../../ui/dates';

export const OfferCard_offer = graphql(`
  fragment OfferCard_offer on SpecialOffer {
    databaseId
    bikeName
    storeName
    percentDiscount
    newPricePerDay
    regularPricePerDay
    travelStartsAt
    travelEndsAt
    held
  }
`);

const StyledCard = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  width: 232px;
  min-height: 100%;
  padding: 12px 14px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledBadges = styled.p`
  display: flex;
  gap: 6px;
  margin: 0;
`;

const StyledBadge = styled.span<{ $tone: 'brand' | 'warning' }>`
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $tone }) => ($tone === 'brand' ? '#fff' : theme.colors.warning)};
  background: ${({ theme, $tone }) =>
    $tone === 'brand' ? theme.colors.brand : theme.colors.warningSoft};
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPrice = styled.p`
  margin: 0;
  font-weight: 700;
`;

const StyledOld = styled.s`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A special offer of the city: the discount, both prices, its dates, the bike and shop. */
/** An offer has no id of its own: its fragment is spread `@unmask` and read here. */
export function OfferCard({ offer: data }: { offer: OfferCard_OfferFragment }) {
  const { locale } = useIntl();
  const { money } = useMoney();
  return (
    <StyledCard to={`/offers/${data.databaseId}`}>
      <StyledBadges>
        <StyledBadge $tone="brand">
          <FormattedMessage
            id="search.offers.discount"
            values={{ percent: data.percentDiscount }}
          />
        </StyledBadge>
        {data.held && (
          <StyledBadge $tone="warning">
            <FormattedMessage id="search.offers.held" />
          </StyledBadge>
        )}
      </StyledBadges>
      <StyledName>{data.bikeName}</StyledName>
      <StyledMuted>{data.storeName}</StyledMuted>
      <StyledPrice>
        <FormattedMessage id="search.card.perDay" values={{ price: money(data.newPricePerDay) }} />{' '}
        <StyledOld>
          <FormattedMessage
            id="search.offers.regular"
            values={{ price: money(data.regularPricePerDay) }}
          />
        </StyledOld>
      </StyledPrice>
      <StyledMuted>
        <FormattedMessage
          id="search.offers.dates"
          values={{
            start: formatDate(data.travelStartsAt as string, locale),
            end: formatDate(data.travelEndsAt as string, locale),
          }}
        />
      </StyledMuted>
    </StyledCard>
  );
}
