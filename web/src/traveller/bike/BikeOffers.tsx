import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { BikeOffers_OfferFragment } from '../../gql/graphql';
import { formatDay } from '../../ui/dates';
import { vietnamLocal } from '../../ui/tripTime';

/** Spread `@unmask`: special offers have no global id. */
export const BikeOffers_offer = graphql(`
  fragment BikeOffers_offer on SpecialOffer {
    databaseId
    shopBikeDatabaseId
    percentDiscount
    newPricePerDay
    regularPricePerDay
    earliestPickupAt
    latestPickupAt
    maxRentalDays
    returnStoreName
    held
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const StyledOffer = styled.article`
  position: relative;
  padding: 12px;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brandSoft};
  p {
    margin: 2px 0;
  }
`;

const StyledTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 1rem;
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 700;
`;

const StyledRegular = styled.s`
  color: ${({ theme }) => theme.colors.muted};
`;

function day(instant: unknown, locale: string): string {
  return formatDay(vietnamLocal(new Date(instant as string)).slice(0, 10), locale);
}

/** This bike's special offers: a lower price for set dates, each with a link to book it. */
export function BikeOffers({ offers }: { offers: readonly BikeOffers_OfferFragment[] }) {
  const intl = useIntl();
  const { money } = useMoney();
  return (
    <StyledList>
      {offers.map((offer) => (
        <li key={offer.databaseId}>
          <StyledOffer aria-labelledby={`offer-${offer.databaseId}`}>
            <StyledTitle id={`offer-${offer.databaseId}`}>
              <FormattedMessage
                id="bike.offers.discount"
                values={{ percent: offer.percentDiscount }}
              />
            </StyledTitle>
            <p>
              <FormattedMessage
                id="bike.offers.price"
                values={{
                  price: money(offer.newPricePerDay),
                  regular: <StyledRegular>{money(offer.regularPricePerDay)}</StyledRegular>,
                }}
              />
            </p>
            <p>
              <FormattedMessage
                id="bike.offers.window"
                values={{
                  from: day(offer.earliestPickupAt, intl.locale),
                  to: day(offer.latestPickupAt, intl.locale),
                  days: offer.maxRentalDays,
                }}
              />
            </p>
            {offer.returnStoreName && (
              <p>
                <FormattedMessage
                  id="bike.offers.oneWay"
                  values={{ shop: offer.returnStoreName }}
                />
              </p>
            )}
            {offer.held ? (
              <p>
                <FormattedMessage id="bike.offers.held" />
              </p>
            ) : (
              <StyledLink to={`/offers/${offer.databaseId}`}>
                <FormattedMessage id="bike.offers.open" />
              </StyledLink>
            )}
          </StyledOffer>
        </li>
      ))}
    </StyledList>
  );
}
