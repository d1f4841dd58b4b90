import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { OfferCard_OfferFragment } from '../../gql/graphql';
import { OfferCard } from './OfferCard';

const StyledSection = styled.section`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
`;

const StyledScroller = styled.ul`
  list-style: none;
  display: flex;
  gap: 12px;
  margin: 0 -16px;
  padding: 2px 16px 8px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    flex: none;
    scroll-snap-align: start;
  }
`;

/** The city's special offers, side by side, scrolled sideways. */
export function OfferStrip({ offers }: { offers: OfferCard_OfferFragment[] }) {
  return (
    <StyledSection aria-labelledby="search-offers">
      <h2 id="search-offers">
        <FormattedMessage id="search.offers.title" />
      </h2>
      <StyledScroller>
        {offers.map((offer) => (
          <li key={offer.databaseId}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </StyledScroller>
    </StyledSection>
  );
}
