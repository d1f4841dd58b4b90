import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../ui/ConfirmSheet';
import { useUserErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledLead,
  StyledOwnerPage,
  StyledTitle,
} from '../ui/ownerStyles';
import { OwnerOfferCard } from './OwnerOfferCard';
import { globalId } from './offerIds';

export const OwnerOfferShopsQuery = graphql(`
  query OwnerOfferShops {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
  }
`);

export const ShopOffersQuery = graphql(`
  query ShopOffers($storeId: ID!) {
    ownerOffers(storeId: $storeId, first: 100) {
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

function ShopOffers({ storeId }: { storeId: number }) {
  const { formatMessage } = useIntl();
  const errorText = useUserErrorText();
  const notify = useNotify();
  const { data, loading, error, refetch } = useQuery(ShopOffersQuery, {
    variables: { storeId: globalId('Store', storeId) },
  });
  const [deleting, setDeleting] = useState<{ id: string; bikeName: string } | null>(null);
  const [deleteOffer, { loading: busy }] = useMutation(DeleteOfferMutation);
  const [now] = useState(() => new Date());

  if (error && !data) return <ErrorState onRetry={() => void refetch()} />;
  if (loading && !data)
    return (
      <StyledList aria-busy="true">
        <StyledSkeleton as="li" $height="220px" />
        <StyledSkeleton as="li" $height="220px" />
      </StyledList>
    );
  const offers = data?.ownerOffers.nodes ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await deleteOffer({ variables: { input: { id: deleting.id } } });
      const problems = result.data?.deleteOffer.userErrors ?? [];
      if (problems.length > 0) notify(errorText(problems[0]), 'error');
      else notify(formatMessage({ id: 'owner.offers.deleted' }), 'success');
      setDeleting(null);
      await refetch();
    } catch {
      notify(formatMessage({ id: 'owner.offers.deleteFailed' }), 'error');
    }
  };

  return (
    <>
      {offers.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.offers.empty" />
          </StyledLead>
        </StyledCard>
      ) : (
        <StyledList>
          {offers.map((offer) => (
            <OwnerOfferCard
              key={offer.id}
              offer={offer}
              now={now}
              onDelete={() => setDeleting({ id: offer.id, bikeName: offer.bikeName })}
            />
          ))}
        </StyledList>
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
    </>
  );
}

/** `/shopowner/offers`: the special offers of one own shop at a time (`?shop=` its id). */
export default function OffersScreen() {
  const { formatMessage } = useIntl();
  usePageMeta(formatMessage({ id: 'owner.offers.title' }));
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const { data, loading, error, refetch } = useQuery(OwnerOfferShopsQuery);
  const stores = data?.ownerStores.nodes ?? [];
  const chosen = Number(params.get('shop'));
  const store = stores.find((s) => s.databaseId === chosen) ?? stores[0];

  return (
    <StyledOwnerPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.offers.back" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.offers.title" />
      </StyledTitle>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <StyledSkeleton $height="120px" aria-busy="true" />
      ) : !store ? (
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
          <StyledButton as={Link} to={`/shopowner/offers/new?shop=${store.databaseId}`} $block>
            <FormattedMessage id="owner.offers.create" />
          </StyledButton>
          {stores.length > 1 && (
            <StyledField>
              <StyledLabel htmlFor={selectId}>
                <FormattedMessage id="owner.offers.filter" />
              </StyledLabel>
              <StyledSelect
                id={selectId}
                value={store.databaseId}
                onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
                  setParams(new URLSearchParams({ shop: event.target.value }), { replace: true })
                }
              >
                {stores.map((s) => (
                  <option key={s.id} value={s.databaseId}>
                    {s.name}
                  </option>
                ))}
              </StyledSelect>
            </StyledField>
          )}
          <ShopOffers key={store.databaseId} storeId={store.databaseId} />
        </>
      )}
    </StyledOwnerPage>
  );
}
