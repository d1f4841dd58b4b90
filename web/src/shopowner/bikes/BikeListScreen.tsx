import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import {
  StyledCard,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { BikeListItem } from './BikeListItem';
import { bikeListPath, newBikePath, restIdParam } from './bikeIds';

export const BikeListScreenQuery = graphql(`
  query BikeListScreen($storeId: ID) {
    ownerShopBikes(first: 100, storeId: $storeId) {
      nodes {
        id
        bike {
          id
        }
        ...BikeListItem_shopBike
      }
    }
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
  }
`);

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

const storeGlobalId = (restId: number) =>
  btoa(`Store:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `/shopowner/bikes?shop=<shop REST id>`: the owner's bikes, of one shop or all. */
export default function BikeListScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.bikes.list.title' }));
  const [params, setParams] = useSearchParams();
  const shop = restIdParam(params.get('shop'));
  const { data, error, refetch } = useQuery(BikeListScreenQuery, {
    variables: { storeId: shop === null ? null : storeGlobalId(shop) },
    // Back from adding or editing a bike: the list as it is now.
    fetchPolicy: 'cache-and-network',
  });

  const notFound =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((problem) => problem.extensions?.code === 'NOT_FOUND');
  if (notFound)
    return (
      <NotFoundState
        backTo={bikeListPath}
        backLabel={<FormattedMessage id="owner.bikes.list.allShops" />}
      />
    );

  // A bike offered at several shops is listed once (its row names every shop).
  const seen = new Set<string>();
  const bikes = (data?.ownerShopBikes.nodes ?? []).filter((node) => {
    if (seen.has(node.bike.id)) return false;
    seen.add(node.bike.id);
    return true;
  });
  const stores = data?.ownerStores.nodes ?? [];

  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.bikes.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.bikes.list.title" />
      </StyledTitle>
      <StyledButton as={Link} to={newBikePath} $block>
        <FormattedMessage id="owner.bikes.list.add" />
      </StyledButton>
      {stores.length > 1 && (
        <StyledField>
          <StyledLabel>
            <FormattedMessage id="owner.bikes.list.shop" />
            <StyledSelect
              value={shop === null ? '' : String(shop)}
              onChange={(event: { currentTarget: HTMLSelectElement }) => {
                const value = event.currentTarget.value;
                setParams(new URLSearchParams(value ? { shop: value } : {}), { replace: true });
              }}
            >
              <option value="">{intl.formatMessage({ id: 'owner.bikes.list.allShops' })}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.databaseId}>
                  {store.name}
                </option>
              ))}
            </StyledSelect>
          </StyledLabel>
        </StyledField>
      )}
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !data ? (
        <StyledList aria-busy="true">
          {[0, 1, 2].map((row) => (
            <li key={row}>
              <StyledSkeleton $height="88px" $radius="0" />
            </li>
          ))}
        </StyledList>
      ) : bikes.length === 0 ? (
        <StyledCard>
          <StyledLead>
            {shop === null ? (
              <FormattedMessage id="owner.bikes.list.empty" />
            ) : (
              <FormattedMessage id="owner.bikes.list.emptyShop" />
            )}
          </StyledLead>
        </StyledCard>
      ) : (
        <StyledList>
          {bikes.map((node) => (
            <li key={node.id}>
              <BikeListItem shopBike={node} />
            </li>
          ))}
        </StyledList>
      )}
    </StyledPage>
  );
}
