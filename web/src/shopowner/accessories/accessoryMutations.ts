import { graphql } from '../../gql';

export const OfferAddonAtStoresMutation = graphql(`
  mutation OfferAddonAtStores($input: OfferAddonAtStoresInput!) {
    offerAddonAtStores(input: $input) {
      storeAddons {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const UpdateAddonOfferMutation = graphql(`
  mutation UpdateAddonOffer($input: UpdateAddonOfferInput!) {
    updateAddonOffer(input: $input) {
      storeAddons {
        id
        pricePerDay
        oneTimePrice
        maxQuantity
        active
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const RemoveAddonFromStoresMutation = graphql(`
  mutation RemoveAddonFromStores($input: RemoveAddonFromStoresInput!) {
    removeAddonFromStores(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);
