import { graphql } from '../../gql';

/** Ten bikes a page: a phone shows two, and the first page then draws quickly; more on scroll. */
export const SearchScreenQuery = graphql(`
  query SearchScreen(
    $filter: BikeSearchFilter!
    $after: String
    $offersCity: ID
    $offersDestination: ID
    $withExtras: Boolean! = true
  ) {
    searchBikes(first: 10, after: $after, filter: $filter) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          shopBikeId
          ...BikeCard_result @unmask
        }
      }
    }
    searchFacets(filter: $filter) @include(if: $withExtras) {
      totalCount
      ...SearchFilters_facets @unmask
      ...SearchMap_facets @unmask
    }
    specialOffers(city: $offersCity, cityDestination: $offersDestination, first: 10)
      @include(if: $withExtras) {
      nodes {
        databaseId
        ...OfferCard_offer @unmask
      }
    }
  }
`);
