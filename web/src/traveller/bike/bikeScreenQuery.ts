import { graphql } from '../../gql';

/**
 * One query for the page: the bike, its shop's one-way transfers (`PublicShop.transfers`: 40
 * keep the query under the API's cost cap, each brings its shop's week) and the bike's special
 * offers. The price quote follows once the bike's opening hours fit the dates: at once for a
 * link with dates (from a search), else when the visitor checks them.
 */
export const BikeScreenQuery = graphql(`
  query BikeScreen($id: ID!) {
    publicBike(id: $id) {
      id
      databaseId
      name
      brand
      pricePerDay
      deposit
      rating {
        average
        count
      }
      requirements {
        ...RequirementList_requirements @unmask
      }
      includedAddons {
        id
        ...IncludedAddons_addon
      }
      shop {
        id
        databaseId
        name
        address
        city {
          id
          slug
          name {
            en
            vn
          }
        }
        schedule {
          ...RentalDates_schedule @unmask
          ...OpeningHours_schedule @unmask
        }
        transfers(first: 40) {
          nodes {
            id
            databaseId
            toShop {
              id
              databaseId
              city {
                id
                slug
                name {
                  en
                  vn
                }
              }
              schedule {
                ...RentalDates_schedule @unmask
              }
            }
            ...ReturnChoice_transfer
          }
        }
      }
      specialOffers(first: 20) {
        nodes {
          ...BikeOffers_offer @unmask
        }
      }
      ...BikeGallery_bike
      ...BikeSpecs_bike
    }
  }
`);
