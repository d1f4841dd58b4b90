import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { useNavigate, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NotFoundState } from '../../ui/NotFoundState';
import { restIdOf, storeGlobalId } from '../ui/shopParam';
import {
  StyledCard,
  StyledCardTitle,
  StyledFormAlert,
  StyledHint,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { ShopForm } from './ShopForm';
import { ShopTransfers, type TransferTarget } from './ShopTransfers';
import { userErrorText } from './shopErrors';

export const ShopEditScreenQuery = graphql(`
  query ShopEditScreen($id: ID!) {
    node(id: $id) {
      ... on Store {
        id
        databaseId
        name
        ...ShopForm_store
        ...ShopTransfers_store
      }
    }
    # The other own shops, as transfer targets.
    ownerStores(first: 100) {
      nodes {
        id
        name
        city {
          id
          name {
            en
            vn
          }
        }
      }
    }
    publicShops(first: 100) {
      nodes {
        id
        name
        city {
          id
          name {
            en
            vn
          }
        }
      }
    }
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

const DeleteShop = graphql(`
  mutation DeleteShop($input: DeleteStoreInput!) {
    deleteStore(input: $input) {
      deletedDatabaseId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const backToList = <FormattedMessage id="owner.shops.backToList" />;

/** Editing one of the owner's shops, by its REST id in the URL (spec: shop edit). */
export default function ShopEditScreen() {
  const shopId = restIdOf(useParams().shopId ?? null);
  if (shopId === null) return <NotFoundState backTo="/shopowner/shops" backLabel={backToList} />;
  return <ShopEdit key={shopId} shopId={shopId} />;
}

function ShopEdit({ shopId }: { shopId: number }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data, loading, error, refetch } = useDeferredResult(
    useQuery(ShopEditScreenQuery, {
      variables: { id: storeGlobalId(shopId) },
      fetchPolicy: 'cache-and-network',
    }),
  );
  const shop = data?.node?.__typename === 'Store' ? data.node : null;
  usePageMeta(shop?.name ?? intl.formatMessage({ id: 'owner.shops.edit.title' }));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteShop, deleting] = useMutation(DeleteShop);

  if (!data) {
    return (
      <StyledPage aria-busy={loading}>
        <BackLink to="/shopowner/shops">{backToList}</BackLink>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.shops.edit.title" />
        </StyledTitle>
        {error && !loading ? (
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
  if (!shop) return <NotFoundState backTo="/shopowner/shops" backLabel={backToList} />;

  const nameOf = (city: { name: { en: string; vn: string } }) =>
    city.name[language === 'vn' ? 'vn' : 'en'];
  const targets = new Map<string, TransferTarget>();
  for (const own of data.ownerStores.nodes)
    targets.set(own.id, {
      id: own.id,
      name: own.name,
      cityId: own.city.id,
      cityName: nameOf(own.city),
    });
  for (const other of data.publicShops.nodes)
    if (!targets.has(other.id))
      targets.set(other.id, {
        id: other.id,
        name: other.name,
        cityId: other.city.id,
        cityName: nameOf(other.city),
      });

  const remove = async () => {
    try {
      const { data: answer } = await deleteShop({
        variables: { input: { id: shop.id } },
        refetchQueries: ['ShopsScreen'],
      });
      const problem = answer?.deleteStore.userErrors[0];
      if (problem) {
        setConfirmDelete(false);
        setDeleteError(
          problem.code === 'IN_USE'
            ? intl.formatMessage({ id: 'owner.shops.delete.inUse' })
            : userErrorText(intl, problem),
        );
        return;
      }
      notify(intl.formatMessage({ id: 'owner.shops.delete.done' }, { name: shop.name }), 'success');
      navigate('/shopowner/shops');
    } catch {
      setConfirmDelete(false);
      setDeleteError(intl.formatMessage({ id: 'owner.form.connection' }));
    }
  };

  return (
    <StyledPage>
      <BackLink to="/shopowner/shops">{backToList}</BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.shops.edit.heading" values={{ name: shop.name }} />
      </StyledTitle>
      <ShopForm
        key={shop.id}
        store={shop}
        cities={data.cities.nodes}
        tiles={data.appSettings}
        onSaved={(leave) => leave('/shopowner/shops')}
      />
      <ShopTransfers store={shop} targets={[...targets.values()]} />
      <StyledCard aria-labelledby="shop-delete">
        <StyledCardTitle id="shop-delete">
          <FormattedMessage id="owner.shops.delete.title" />
        </StyledCardTitle>
        <StyledHint>
          <FormattedMessage id="owner.shops.delete.hint" />
        </StyledHint>
        {deleteError && <StyledFormAlert role="alert">{deleteError}</StyledFormAlert>}
        <StyledButton type="button" $variant="danger" onClick={() => setConfirmDelete(true)}>
          <FormattedMessage id="owner.shops.delete.button" />
        </StyledButton>
      </StyledCard>
      <ConfirmSheet
        open={confirmDelete}
        title={
          <FormattedMessage id="owner.shops.delete.confirmTitle" values={{ name: shop.name }} />
        }
        confirmLabel={<FormattedMessage id="owner.shops.delete.confirm" />}
        danger
        busy={deleting.loading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>
          <FormattedMessage id="owner.shops.delete.text" />
        </p>
      </ConfirmSheet>
    </StyledPage>
  );
}
