import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ReviewShopChoices_QueryFragment } from '../../gql/graphql';
import { SelectField } from '../../ui/SelectField';
import { StyledHint } from '../../ui/formStyles';

/** The shops an admin can pick a bike from: those travellers see, by name. */
export const ReviewShopChoicesFragment = graphql(`
  fragment ReviewShopChoices_query on Query {
    publicShops(first: 100) {
      nodes {
        id
        name
      }
    }
  }
`);

export const AdminReviewShopBikesQuery = graphql(`
  query AdminReviewShopBikes($id: ID!) {
    publicShop(id: $id) {
      id
      bikes {
        id
        name
      }
    }
  }
`);

/**
 * A shop bike in two steps: the shop, then one of the bikes it offers (fetched when the shop
 * is chosen). `shopBikeId` is what `createReview` takes.
 */
export function ShopBikePicker({
  choices,
  shopId,
  shopBikeId,
  error,
  onShopChange,
  onShopBikeChange,
}: {
  choices: ReviewShopChoices_QueryFragment;
  shopId: string;
  shopBikeId: string;
  error?: string;
  onShopChange(shopId: string): void;
  onShopBikeChange(shopBikeId: string): void;
}) {
  const intl = useIntl();
  const bikes = useQuery(AdminReviewShopBikesQuery, {
    variables: { id: shopId },
    skip: !shopId,
  });
  const shopBikes = bikes.data?.publicShop?.bikes ?? [];
  const state = !shopId ? (
    <FormattedMessage id="admin.reviews.form.bikeFirst" />
  ) : bikes.loading ? (
    <FormattedMessage id="admin.reviews.form.bikesLoading" />
  ) : bikes.error ? (
    <FormattedMessage id="admin.reviews.form.bikesFailed" />
  ) : shopBikes.length === 0 ? (
    <FormattedMessage id="admin.reviews.form.noBikes" />
  ) : null;
  return (
    <>
      <SelectField
        label={<FormattedMessage id="admin.reviews.form.shop" />}
        hint={<FormattedMessage id="admin.reviews.form.shopHint" />}
        value={shopId}
        onChange={onShopChange}
        placeholder={intl.formatMessage({ id: 'admin.reviews.form.chooseShop' })}
        required
      >
        {choices.publicShops.nodes.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={<FormattedMessage id="admin.reviews.form.bike" />}
        value={shopBikeId}
        onChange={onShopBikeChange}
        placeholder={intl.formatMessage({ id: 'admin.reviews.form.chooseBike' })}
        disabled={shopBikes.length === 0}
        error={error}
        required
      >
        {shopBikes.map((bike) => (
          <option key={bike.id} value={bike.id}>
            {bike.name}
          </option>
        ))}
      </SelectField>
      {state && <StyledHint aria-live="polite">{state}</StyledHint>}
    </>
  );
}
