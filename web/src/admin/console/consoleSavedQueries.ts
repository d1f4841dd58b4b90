import analyticsExamples from '../../../../server/src/modules/analytics/examples.graphql?raw';
import { ownSavedQueries, savedQueriesOf, type SavedQuery } from './savedQueries';

const own = new Set(ownSavedQueries.map((query) => query.name));

/**
 * The console's saved queries: its own examples (monthly orders of owners and partners, cash
 * earned, orders per month), then one per analytics report, from the analytics module's
 * examples (checked against the schema by its examples.test.ts); of two with one name, ours.
 */
export const consoleSavedQueries: SavedQuery[] = [
  ...ownSavedQueries,
  ...savedQueriesOf(analyticsExamples).filter((query) => !own.has(query.name)),
];
