import { graphql } from '../../gql';

export const SetShopBikeAvailabilityMutation = graphql(`
  mutation SetShopBikeAvailability($input: SetShopBikeAvailabilityInput!) {
    setShopBikeAvailability(input: $input) {
      shopBike {
        id
        unavailablePeriods {
          databaseId
          start
          end
          reason
          unitDatabaseId
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SwitchStoreAddonMutation = graphql(`
  mutation SwitchStoreAddon($input: UpdateStoreAddonInput!) {
    updateStoreAddon(input: $input) {
      storeAddon {
        id
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
