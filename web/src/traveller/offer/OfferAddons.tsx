import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { OfferAddons_OfferFragment } from '../../gql/graphql';
import { StyledCard, StyledCardTitle } from '../reservation/styles';

const addonsId = 'offer-addons';

export const OfferAddons_offer = graphql(`
  fragment OfferAddons_offer on SpecialOffer {
    addons {
      addonDatabaseId
      name {
        en
        vn
      }
      quantity
      price
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

const StyledPrice = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  text-align: right;
`;

/** What comes with the offer; nothing is shown when nothing does. */
export function OfferAddons({ offer }: { offer: OfferAddons_OfferFragment }) {
  const { language } = useLanguage();
  const { money } = useMoney();
  if (offer.addons.length === 0) return null;
  return (
    <StyledCard aria-labelledby={addonsId}>
      <StyledCardTitle id={addonsId}>
        <FormattedMessage id="offer.addons.title" />
      </StyledCardTitle>
      <StyledList>
        {offer.addons.map((addon) => (
          <li key={addon.addonDatabaseId}>
            <span>
              <FormattedMessage
                id="offer.addons.item"
                values={{ quantity: addon.quantity, name: addon.name[language] }}
              />
            </span>
            <StyledPrice>
              {addon.price === 0 ? (
                <FormattedMessage id="offer.addons.free" />
              ) : (
                <FormattedMessage id="offer.addons.price" values={{ price: money(addon.price) }} />
              )}
            </StyledPrice>
          </li>
        ))}
      </StyledList>
    </StyledCard>
  );
}
