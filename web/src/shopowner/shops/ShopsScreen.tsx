import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { ShopCard } from './ShopCard';

export const ShopsScreenQuery = graphql(`
  query ShopsScreen {
    ownerStores(first: 100) {
      totalCount
      nodes {
        id
        ...ShopCard_store
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

/** The owner's shops (spec: shop list), and the way to add one. */
export default function ShopsScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.shops.list.title' }));
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(ShopsScreenQuery, { fetchPolicy: 'cache-and-network' }),
  );
  const shops = data?.ownerStores.nodes;
  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.shops.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.shops.list.title" />
      </StyledTitle>
      {!shops && loading && (
        <div aria-busy="true">
          <StyledSkeleton $height="64px" />
          <StyledSkeleton $height="64px" style={{ marginTop: 8 }} />
        </div>
      )}
      {!shops && error && !loading && (
        <ErrorState
          message={intl.formatMessage({ id: 'owner.shops.list.error' })}
          onRetry={() => void refetch()}
        />
      )}
      {shops && shops.length === 0 && (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.shops.list.empty" />
          </StyledLead>
          <StyledButton as={Link} to="/shopowner/shops/new" $block>
            <FormattedMessage id="owner.shops.list.addFirst" />
          </StyledButton>
        </StyledCard>
      )}
      {shops && shops.length > 0 && (
        <>
          <StyledList>
            {shops.map((shop) => (
              <li key={shop.id}>
                <ShopCard store={shop} />
              </li>
            ))}
          </StyledList>
          <StyledButton as={Link} to="/shopowner/shops/new" $block>
            <FormattedMessage id="owner.shops.list.add" />
          </StyledButton>
        </>
      )}
    </StyledPage>
  );
}
