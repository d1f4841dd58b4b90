import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { ShopForm } from './ShopForm';

export const ShopNewScreenQuery = graphql(`
  query ShopNewScreen {
    cities(first: 100) {
      nodes {
        id
        latitude
        longitude
        name {
          en
          vn
        }
      }
    }
    appSettings {
      mapTileUrl
      mapTileAttribution
    }
  }
`);

/** A new shop (spec: shop create); once created, its success page. */
export default function ShopNewScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.shops.new.title' }));
  const { data, loading, error, refetch } = useDeferredResult(useQuery(ShopNewScreenQuery));
  return (
    <StyledPage aria-busy={!data && loading}>
      <BackLink to="/shopowner/shops">
        <FormattedMessage id="owner.shops.backToList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.shops.new.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.shops.new.lead" />
      </StyledLead>
      {data ? (
        <ShopForm
          store={null}
          cities={data.cities.nodes}
          tiles={data.appSettings}
          onCreated={(databaseId, leave) => leave(`/shopowner/shops/${databaseId}/created`)}
        />
      ) : error && !loading ? (
        <ErrorState
          message={intl.formatMessage({ id: 'owner.shops.edit.error' })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <StyledSkeleton $height="320px" />
          <StyledSkeleton $height="240px" />
        </>
      )}
    </StyledPage>
  );
}
