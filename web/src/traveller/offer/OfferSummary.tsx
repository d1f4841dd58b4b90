import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { OfferSummary_OfferFragment } from '../../gql/graphql';
import { StyledFact, StyledFacts } from '../reservation/styles';

export const OfferSummary_offer = graphql(`
  fragment OfferSummary_offer on SpecialOffer {
    storeName
    returnStoreName
    percentDiscount
    regularPricePerDay
    newPricePerDay
  }
`);

const StyledPrices = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
`;

const StyledNewPrice = styled.strong`
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.brand};
  font-variant-numeric: tabular-nums;
`;

const StyledRegular = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  s {
    text-decoration-thickness: 2px;
  }
`;

const StyledSaving = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
  font-size: 0.9rem;
`;

/** The shop, the one-way return and the price: new per day, the regular one struck through. */
export function OfferSummary({
  offer,
  shopAddress,
}: {
  offer: OfferSummary_OfferFragment;
  shopAddress?: string | null;
}) {
  const { money } = useMoney();
  return (
    <>
      <StyledPrices>
        <StyledNewPrice>
          <FormattedMessage
            id="offer.pricePerDay"
            values={{ price: money(offer.newPricePerDay) }}
          />
        </StyledNewPrice>
        <StyledRegular>
          <FormattedMessage
            id="offer.regularPrice"
            values={{ price: money(offer.regularPricePerDay), s: (text) => <s>{text}</s> }}
          />
        </StyledRegular>
        <StyledSaving>
          <FormattedMessage id="offer.save" values={{ percent: offer.percentDiscount }} />
        </StyledSaving>
      </StyledPrices>
      <StyledFacts>
        <StyledFact>
          <dt>
            {offer.returnStoreName ? (
              <FormattedMessage id="offer.shop.pickup" />
            ) : (
              <FormattedMessage id="offer.shop.pickupAndReturn" />
            )}
          </dt>
          <dd>
            {offer.storeName}
            {shopAddress && <StyledAddress>{shopAddress}</StyledAddress>}
          </dd>
        </StyledFact>
        {offer.returnStoreName && (
          <StyledFact>
            <dt>
              <FormattedMessage id="offer.shop.return" />
            </dt>
            <dd>
              {offer.returnStoreName}{' '}
              <StyledOneWay>
                <FormattedMessage id="offer.oneWay" />
              </StyledOneWay>
            </dd>
          </StyledFact>
        )}
      </StyledFacts>
    </>
  );
}

const StyledAddress = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledOneWay = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;
