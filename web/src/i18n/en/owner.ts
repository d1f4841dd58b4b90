// The en texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerAccount from './owner-account.json';
import ownerReviews from './owner-reviews.json';
import ownerShell from './owner-shell.json';
import ownerBikes from './owner-bikes.json';

export default {
  ...ownerShell,
  ...ownerBikes,
  ...ownerAccount,
  ...ownerReviews,
} as Record<string, string>;
