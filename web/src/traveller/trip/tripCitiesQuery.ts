import { graphql } from '../../gql';

/**
 * The cities a trip can start or end in. Shared by the trip form and every screen that reads
 * a trip from its URL (cities travel there by slug), so it is asked for once per visit,
 * without Apollo Client: the landing page's form needs it (app/lightQuery/useLightQuery.tsx).
 */
export const TripCitiesQuery = graphql(`
  query TripCities {
    cities(first: 100) {
      nodes {
        id
        databaseId
        slug
        name {
          en
          vn
        }
        latitude
        longitude
        shopCount
      }
    }
  }
`);
