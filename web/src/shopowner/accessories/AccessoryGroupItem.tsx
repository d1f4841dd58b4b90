import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { useLanguage } from '../../app/LanguageProvider';
import { Link } from '../../app/routing';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { AccessoryGroupItem_GroupFragment } from '../../gql/graphql';
import { accessoryPath } from './accessoryOffer';

export const AccessoryGroupItem_group = graphql(`
  fragment AccessoryGroupItem_group on StoreAddonGroup {
    addon {
      id
      databaseId
      type
      name {
        en
        vn
      }
    }
    storeAddons {
      id
      storeName
      pricePerDay
      oneTimePrice
      maxQuantity
      active
    }
  }
`);

const StyledItem = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 64px;
  padding: 12px 16px;
  color: inherit;
  text-decoration: none;
  & svg {
    flex: 0 0 auto;
  }
`;

const StyledText = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One add-on the owner offers: where, at what price (the first shop's), and where it is off. */
export function AccessoryGroupItem({ group }: { group: AccessoryGroupItem_GroupFragment }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money } = useMoney();
  const name = group.addon.name[language];
  const first = group.storeAddons[0];
  const off = group.storeAddons.filter((offer) => !offer.active).map((offer) => offer.storeName);
  return (
    <StyledItem
      to={accessoryPath(group.addon.databaseId)}
      aria-label={intl.formatMessage({ id: 'owner.accessories.edit' }, { name })}
    >
      <StyledText>
        <strong>{name}</strong>
        <span>
          <FormattedMessage
            id="owner.accessories.atShops"
            values={{ count: group.storeAddons.length }}
          />
        </span>
        {first && (
          <span>
            <FormattedMessage
              id="owner.accessories.prices"
              values={{
                perDay: money(first.pricePerDay),
                oneTime: money(first.oneTimePrice),
                max: first.maxQuantity,
              }}
            />
          </span>
        )}
        {off.length > 0 && (
          <span>
            <FormattedMessage id="owner.accessories.off" values={{ shops: intl.formatList(off) }} />
          </span>
        )}
      </StyledText>
      <ChevronIcon />
    </StyledItem>
  );
}
