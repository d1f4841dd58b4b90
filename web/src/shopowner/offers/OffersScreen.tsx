import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NotFoundState } from '../../ui/NotFoundState';
import { useUserErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { OwnerOfferCard } from './OwnerOfferCard';
import { shopQuery, useShopParam } from '../ui/shopParam';
import { ShowMore } from '../ui/ShowMore';

export const offersPageSize = 20;

export const OffersScreenQuery = graphql(`
  query OffersScreen($storeId: ID, $first: Int, $after: String) {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    ownerOffers(storeId: $storeId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        ...OwnerOfferCard_offer @unmask
      }
    }
  }
`);

export const DeleteOfferMutation = graphql(`
  mutation DeleteOffer($input: DeleteOfferInput!) {
    deleteOffer(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((problem) => problem.extensions?.code === 'NOT_FOUND');

/**
 * `/shopowner/offers?shop=<REST id>`: the special offers of all the owner's shops (each card
 * names its shop) or of one, newest first, page by page.
 */
export default function OffersScreen() {
  const { formatMessage } = useIntl();
  const errorText = useUserErrorText();
  usePageMeta(formatMessage({ id: 'owner.offers.title' }));
  const notify = useNotify();
  const selectId = useId();
  const { shopId, storeId, chooseShop } = useShopParam();
  const { data, previousData, error, refetch, fetchMore, updateQuery } = useQuery(
    OffersScreenQuery,
    { variables: { storeId, first: offersPageSize } },
  );
  const [deleting, setDeleting] = useState<{ id: string; bikeName: string } | null>(null);
  const [deleteOffer, { loading: busy }] = useMutation(DeleteOfferMutation);
  const [now] = useState(() => new Date());

  if (isNotFound(error))
    return (
      <NotFoundState
        backTo="/shopowner/offers"
        backLabel={<FormattedMessage id="owner.offers.allShops" />}
      />
    );
  const stores = (data ?? previousData)?.ownerStores.nodes;
  const offers = data?.ownerOffers;

  const showMore = async () => {
    if (!offers?.pageInfo.hasNextPage) return;
    await fetchMore({
      variables: { after: offers.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        ownerOffers: {
          ...fetchMoreResult.ownerOffers,
          nodes: [...previous.ownerOffers.nodes, ...fetchMoreResult.ownerOffers.nodes],
        },
      }),
    });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await deleteOffer({ variables: { input: { id: deleting.id } } });
      const problems = result.data?.deleteOffer.userErrors ?? [];
      if (problems.length > 0) notify(errorText(problems[0]), 'error');
      else {
        notify(formatMessage({ id: 'owner.offers.deleted' }), 'success');
        // Taken out of the pages shown, so that those loaded with "Show more" stay.
        updateQuery((_, { complete, previousData }) =>
          complete
            ? {
                ...previousData,
                ownerOffers: {
                  ...previousData.ownerOffers,
                  totalCount: previousData.ownerOffers.totalCount - 1,
                  nodes: previousData.ownerOffers.nodes.filter((offer) => offer.id !== deleting.id),
                },
              }
            : undefined,
        );
      }
      setDeleting(null);
    } catch {
      notify(formatMessage({ id: 'owner.offers.deleteFailed' }), 'error');
    }
  };

  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.offers.back" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.offers.title" />
      </StyledTitle>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      ) : !stores ? (
        <StyledSkeleton $height="120px" aria-busy="true" />
      ) : stores.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.offers.noShops" />
          </StyledLead>
          <StyledButton as={Link} to="/shopowner/shops" $variant="secondary">
            <FormattedMessage id="owner.offers.toShops" />
          </StyledButton>
        </StyledCard>
      ) : (
        <>
          <StyledButton as={Link} to={`/shopowner/offers/new${shopQuery(shopId)}`} $block>
            <FormattedMessage id="owner.offers.create" />
          </StyledButton>
          {stores.length > 1 && (
            <StyledField>
              <StyledLabel htmlFor={selectId}>
                <FormattedMessage id="owner.offers.filter" />
              </StyledLabel>
              <StyledSelect
                id={selectId}
                value={shopId === null ? '' : String(shopId)}
                onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                  chooseShop(event.target.value ? Number(event.target.value) : null)
                }
              >
                <option value="">{formatMessage({ id: 'owner.offers.allShops' })}</option>
                {stores.map((s) => (
                  <option key={s.id} value={s.databaseId}>
                    {s.name}
                  </option>
                ))}
              </StyledSelect>
            </StyledField>
          )}
          {!offers ? (
            <StyledList aria-busy="true">
              <StyledSkeleton as="li" $height="220px" />
              <StyledSkeleton as="li" $height="220px" />
            </StyledList>
          ) : offers.totalCount === 0 ? (
            <StyledCard>
              <StyledLead>
                {shopId === null && stores.length > 1 ? (
                  <FormattedMessage id="owner.offers.emptyAll" />
                ) : (
                  <FormattedMessage id="owner.offers.empty" />
                )}
              </StyledLead>
            </StyledCard>
          ) : (
            <>
              <StyledList>
                {offers.nodes.map((offer) => (
                  <OwnerOfferCard
                    key={offer.id}
                    offer={offer}
                    now={now}
                    showShop={shopId === null && stores.length > 1}
                    onDelete={() => setDeleting({ id: offer.id, bikeName: offer.bikeName })}
                  />
                ))}
              </StyledList>
              <ShowMore
                shown={offers.nodes.length}
                total={offers.totalCount}
                hasMore={offers.pageInfo.hasNextPage}
                onMore={showMore}
                failedMessage={formatMessage({ id: 'owner.offers.moreFailed' })}
              />
            </>
          )}
        </>
      )}
      <ConfirmSheet
        open={deleting !== null}
        title={<FormattedMessage id="owner.offers.delete.title" />}
        confirmLabel={<FormattedMessage id="owner.offers.delete.confirm" />}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <FormattedMessage
            id="owner.offers.delete.text"
            values={{ bike: deleting?.bikeName ?? '' }}
          />
        </p>
      </ConfirmSheet>
    </StyledPage>
  );
}
