import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { OwnerOfferCard_OfferFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { StyledCard, StyledCardTitle } from '../../ui/formStyles';
import { ExpiryText } from './ExpiryText';
import { OfferDates } from './OfferDates';

export const OwnerOfferCardFragment = graphql(`
  fragment OwnerOfferCard_offer on Offer {
    id
    databaseId
    number
    bikeName
    storeName
    returnStoreName
    earliestPickupAt
    travelEndsAt
    bookableUntil
    regularPricePerDay
    newPricePerDay
    percentDiscount
    online
    expired
  }
`);

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const StyledTitleLink = styled(Link)`
  display: inline-block;
  min-height: ${({ theme }) => theme.tap};
  padding: 10px 0;
  color: inherit;
  overflow-wrap: anywhere;
`;

/** One offer in the list: bike, dates, price, online state and expiry; an expired one offers its ways on. */
export function OwnerOfferCard({
  offer,
  now,
  showShop = false,
  onDelete,
}: {
  offer: OwnerOfferCard_OfferFragment;
  now: Date;
  /** The list holds several shops' offers. */
  showShop?: boolean;
  onDelete(): void;
}) {
  const { money } = useMoney();
  const detail = `/shopowner/offers/${offer.databaseId}`;
  return (
    <StyledCard as="li">
      <StyledCardTitle>
        <StyledTitleLink to={detail}>{offer.bikeName}</StyledTitleLink>
      </StyledCardTitle>
      <StyledFacts>
        <dt>
          <FormattedMessage id="owner.offers.card.number" />
        </dt>
        <dd>{offer.number}</dd>
        {showShop && (
          <>
            <dt>
              <FormattedMessage id="owner.offers.card.shop" />
            </dt>
            <dd>{offer.storeName}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="owner.offers.card.dates" />
        </dt>
        <dd>
          <OfferDates from={offer.earliestPickupAt} to={offer.travelEndsAt} />
        </dd>
        <dt>
          <FormattedMessage id="owner.offers.card.price" />
        </dt>
        <dd>
          <FormattedMessage
            id="owner.offers.card.priceValue"
            values={{
              price: money(offer.newPricePerDay),
              regular: money(offer.regularPricePerDay),
              percent: offer.percentDiscount,
            }}
          />
        </dd>
        <dt>
          <FormattedMessage id="owner.offers.card.state" />
        </dt>
        <dd>
          {offer.expired ? (
            <FormattedMessage id="owner.offers.state.expired" />
          ) : offer.online ? (
            <FormattedMessage id="owner.offers.state.online" />
          ) : (
            <FormattedMessage id="owner.offers.state.offline" />
          )}
        </dd>
        <dt>
          <FormattedMessage id="owner.offers.card.expiry" />
        </dt>
        <dd>
          <ExpiryText bookableUntil={String(offer.bookableUntil)} now={now} />
        </dd>
      </StyledFacts>
      {offer.expired && (
        <StyledActions>
          <StyledButton as={Link} to={`${detail}?extend=1`} $variant="secondary">
            <FormattedMessage id="owner.offers.card.extend" />
          </StyledButton>
          <StyledButton type="button" $variant="danger" onClick={onDelete}>
            <FormattedMessage id="owner.offers.card.delete" />
          </StyledButton>
        </StyledActions>
      )}
    </StyledCard>
  );
}
