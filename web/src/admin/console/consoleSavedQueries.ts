import { ownSavedQueries, type SavedQuery } from './savedQueries';

/**
 * The console's saved queries: its own examples (monthly orders of owners and partners, cash
 * earned, orders per month), then one per analytics report.
 */
export const consoleSavedQueries: SavedQuery[] = [...ownSavedQueries];
