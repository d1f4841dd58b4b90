import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import {
  StyledCard,
  StyledCardTitle,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { AddonSwitch } from './AddonSwitch';
import { BikeAvailabilityCard } from './BikeAvailabilityCard';

export const AvailabilityScreenQuery = graphql(`
  query AvailabilityScreen {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    ownerShopBikes(first: 100) {
      nodes {
        ...BikeAvailabilityCard_shopBike @unmask
      }
    }
    ownerStoreAddonGroups(first: 100) {
      nodes {
        addon {
          id
          type
          name {
            en
            vn
          }
        }
        storeAddons {
          id
          storeDatabaseId
          active
        }
      }
    }
  }
`);

/** A long shop name wraps in the titles below the select, which can only cut it. */
const StyledShopTitle = styled(StyledCardTitle)`
  overflow-wrap: anywhere;
`;

const StyledShopSelect = styled(StyledInput)`
  text-overflow: ellipsis;
`;

/** `/shopowner/availability`: per shop, the bikes' unavailable periods and the add-ons' switches. */
export default function AvailabilityScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  usePageMeta(intl.formatMessage({ id: 'owner.availability.title' }));
  const { data, error, refetch } = useQuery(AvailabilityScreenQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [picked, setPicked] = useState<number | null>(null);
  const shops = data?.ownerStores.nodes ?? [];
  const shop = shops.find((candidate) => candidate.databaseId === picked) ?? shops[0];

  const bikes = (data?.ownerShopBikes.nodes ?? []).filter(
    (shopBike) => shopBike.storeDatabaseId === shop?.databaseId,
  );
  const addons = (data?.ownerStoreAddonGroups.nodes ?? []).flatMap((group) =>
    group.storeAddons
      .filter((offer) => offer.storeDatabaseId === shop?.databaseId)
      .map((offer) => ({ offer, name: group.addon.name[language] })),
  );

  let body;
  if (error && !data) body = <ErrorState onRetry={() => void refetch()} />;
  else if (!data) body = <StyledSkeleton aria-hidden="true" $height="320px" />;
  else if (!shop)
    body = (
      <StyledCard>
        <StyledLead>
          <FormattedMessage id="owner.availability.noShops" />
        </StyledLead>
      </StyledCard>
    );
  else
    body = (
      <>
        <StyledField>
          <StyledLabel htmlFor="availability-shop">
            <FormattedMessage id="owner.availability.shop" />
          </StyledLabel>
          <StyledShopSelect
            as="select"
            id="availability-shop"
            value={shop.databaseId}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              setPicked(Number(event.target.value))
            }
          >
            {shops.map((candidate) => (
              <option key={candidate.id} value={candidate.databaseId}>
                {candidate.name}
              </option>
            ))}
          </StyledShopSelect>
        </StyledField>
        <StyledShopTitle>
          <FormattedMessage id="owner.availability.bikes" values={{ shop: shop.name }} />
        </StyledShopTitle>
        {bikes.length === 0 ? (
          <StyledLead>
            <FormattedMessage id="owner.availability.noBikes" />
          </StyledLead>
        ) : (
          bikes.map((shopBike) => <BikeAvailabilityCard key={shopBike.id} shopBike={shopBike} />)
        )}
        <StyledShopTitle>
          <FormattedMessage id="owner.availability.addons" values={{ shop: shop.name }} />
        </StyledShopTitle>
        {addons.length === 0 ? (
          <StyledLead>
            <FormattedMessage id="owner.availability.noAddons" />
          </StyledLead>
        ) : (
          <StyledCard>
            {addons.map(({ offer, name }) => (
              <AddonSwitch
                key={offer.id}
                storeAddonId={offer.id}
                name={name}
                active={offer.active}
              />
            ))}
          </StyledCard>
        )}
      </>
    );

  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.availability.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.availability.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.availability.lead" />
      </StyledLead>
      {body}
    </StyledPage>
  );
}
