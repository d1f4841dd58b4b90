import { useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { usePageMeta } from '../../ui/usePageMeta';
import { NotFoundState } from '../../ui/NotFoundState';
import { restIdOf, storeGlobalId } from '../ui/shopParam';
import {
  StyledCard,
  StyledCardTitle,
  StyledLead,
  StyledNotice,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { StyledActions } from './shopStyles';

const stateTexts = defineMessages({
  online: { id: 'owner.shops.created.online' },
  offline: { id: 'owner.shops.created.offline' },
});

export const ShopCreatedScreenQuery = graphql(`
  query ShopCreatedScreen($id: ID!) {
    node(id: $id) {
      ... on Store {
        id
        databaseId
        name
        online
      }
    }
  }
`);

/** After a new shop (spec: shop success): what it is now, and what comes next. */
export default function ShopCreatedScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.shops.created.title' }));
  const shopId = restIdOf(useParams().shopId ?? null);
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(ShopCreatedScreenQuery, {
      variables: { id: storeGlobalId(shopId ?? 0) },
      skip: shopId === null,
      fetchPolicy: 'cache-and-network',
    }),
  );
  const shop = data?.node?.__typename === 'Store' ? data.node : null;
  const backLabel = <FormattedMessage id="owner.shops.backToList" />;
  if (shopId === null || (data && !shop))
    return <NotFoundState backTo="/shopowner/shops" backLabel={backLabel} />;
  return (
    <StyledPage aria-busy={!data && loading}>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.shops.created.title" />
      </StyledTitle>
      {!shop && error && !loading && <ErrorState onRetry={() => void refetch()} />}
      {!shop && !error && <StyledSkeleton $height="200px" />}
      {shop && (
        <>
          <StyledNotice role="status">
            <FormattedMessage
              id={shop.online ? stateTexts.online.id : stateTexts.offline.id}
              values={{ name: shop.name }}
            />
          </StyledNotice>
          <StyledCard aria-labelledby="shop-next">
            <StyledCardTitle id="shop-next">
              <FormattedMessage id="owner.shops.created.next" />
            </StyledCardTitle>
            <StyledLead>
              <FormattedMessage id="owner.shops.created.bikesText" />
            </StyledLead>
            <StyledActions>
              <StyledButton as={Link} to="/shopowner/bikes" $block>
                <FormattedMessage id="owner.shops.created.addBikes" />
              </StyledButton>
              <StyledButton
                as={Link}
                to={`/shopowner/shops/${shop.databaseId}`}
                $block
                $variant="secondary"
              >
                <FormattedMessage id="owner.shops.created.edit" />
              </StyledButton>
              <StyledButton as={Link} to="/shopowner/shops" $block $variant="ghost">
                {backLabel}
              </StyledButton>
            </StyledActions>
          </StyledCard>
        </>
      )}
    </StyledPage>
  );
}
