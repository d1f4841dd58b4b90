import { graphql } from '../../gql';
import type { OfferChoices_QueryFragment } from '../../gql/graphql';

/** What an offer may be made of: the own shops, their bikes, transfers and add-ons. */
export const OfferChoicesFragment = graphql(`
  fragment OfferChoices_query on Query {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
        transfers {
          active
          toStoreDatabaseId
          toStoreName
        }
      }
    }
    ownerShopBikes(first: 100) {
      nodes {
        id
        databaseId
        storeDatabaseId
        pricePerDay
        bike {
          name
        }
      }
    }
    ownerStoreAddonGroups(first: 100) {
      nodes {
        addon {
          databaseId
          name {
            en
            vn
          }
        }
        storeAddons {
          storeDatabaseId
          active
        }
      }
    }
  }
`);

export type OfferChoices = OfferChoices_QueryFragment;
