// The en texts of the admins' area (/dashboard), loaded with its first screen: the shared
// kit's (web/src/ui) and each part's (admin-<part>.json).
import adminAddons from './admin-addons.json';
import adminAnalytics from './admin-analytics.json';
import adminBrands from './admin-brands.json';
import adminCash from './admin-cash.json';
import adminCatalogue from './admin-catalogue.json';
import adminCategories from './admin-categories.json';
import adminCities from './admin-cities.json';
import adminConsole from './admin-console.json';
import adminKit from './admin-kit.json';
import adminRange from './admin-range.json';
import adminOwners from './admin-owners.json';
import adminPartners from './admin-partners.json';
import adminReviews from './admin-reviews.json';
import adminShell from './admin-shell.json';
import uiKit from './ui-kit.json';

export default {
  ...uiKit,
  ...adminKit,
  ...adminOwners,
  ...adminPartners,
  ...adminReviews,
  ...adminConsole,
  ...adminShell,
  ...adminCatalogue,
  ...adminCities,
  ...adminBrands,
  ...adminCategories,
  ...adminAddons,
  ...adminCash,
  ...adminAnalytics,
  ...adminRange,
} as Record<string, string>;
