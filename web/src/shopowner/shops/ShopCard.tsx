import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { defineMessages, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { useLanguage } from '../../app/LanguageProvider';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';

const stateTexts = defineMessages({
  online: { id: 'owner.shops.list.online' },
  offline: { id: 'owner.shops.list.offline' },
});

export const ShopCard_store = graphql(`
  fragment ShopCard_store on Store {
    id
    databaseId
    name
    online
    preview
    bikeCount
    city {
      id
      name {
        en
        vn
      }
    }
  }
`);

const StyledLink = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 12px 16px;
  color: inherit;
  text-decoration: none;
  & svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const StyledState = styled.span<{ $online: boolean }>`
  font-weight: 600;
  color: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.muted)};
`;

/** One of the owner's shops in their list: name, city, whether travellers see it; opens its edit. */
export function ShopCard({ store: storeRef }: { store: FragmentType<typeof ShopCard_store> }) {
  const { data: store, complete } = useFragment({ fragment: ShopCard_store, from: storeRef });
  const { language } = useLanguage();
  if (!complete) return null;
  const city = store.city.name[language === 'vn' ? 'vn' : 'en'];
  return (
    <StyledLink to={`/shopowner/shops/${store.databaseId}`}>
      <span>
        <StyledName>{store.name}</StyledName>
        <StyledMeta>
          <span>{city}</span>
          <StyledState $online={store.online}>
            <FormattedMessage id={store.online ? stateTexts.online.id : stateTexts.offline.id} />
          </StyledState>
          <span>
            <FormattedMessage id="owner.shops.list.bikes" values={{ count: store.bikeCount }} />
          </span>
        </StyledMeta>
      </span>
      <ChevronIcon />
    </StyledLink>
  );
}
