import { graphql } from '../../gql';

/** The screen's one query, apart from the screen so that the boot can start it early (traveller/startQueries.ts). */
export const LandingScreenQuery = graphql(`
  query LandingScreen {
    cities(first: 100) {
      nodes {
        id
        shopCount
        ...CitySuggestion_city
      }
    }
    latestReviews(first: 6) {
      id
      ...ReviewCard_review
    }
  }
`);
