import type { RestRoute } from './route';
import { currencyRoutes } from './routes/currency.routes';
import { searchRoutes } from './routes/search.routes';
import { authRoutes } from './routes/auth.routes';
import { catalogRoutes } from './routes/catalog.routes';
import { adminCityRoutes } from './routes/admin-cities.routes';
import { bikeCatalogueRoutes } from './routes/bike-catalogue.routes';
import { shopOwnerRoutes } from './routes/shop-owners.routes';
import { partnerRoutes } from './routes/partners.routes';
import { ownerBikeRoutes } from './routes/owner-bikes.routes';
import { storeRoutes } from './routes/stores.routes';
import { storeTransferRoutes } from './routes/store-transfers.routes';
import { storeAccessoryRoutes } from './routes/store-accessories.routes';
import { bikePhotoRoutes } from './routes/bike-photos.routes';
import { ownerOfferRoutes } from './routes/owner-offers.routes';
import { adminReviewRoutes } from './routes/admin-reviews.routes';
import { adminAddonRoutes } from './routes/admin-addons.routes';
import { travellerStoreRoutes } from './routes/traveller-stores.routes';
import { travellerBikeRoutes } from './routes/traveller-bikes.routes';
import { bookingRoutes } from './routes/bookings.routes';
import { publicOfferRoutes } from './routes/public-offers.routes';
import { shopOrderRoutes } from './routes/shop-orders.routes';
import { reviewLinkRoutes } from './routes/review-link.routes';

/** Every /api route. Later domains add their rows here; nothing else changes. */
export const routeTable: RestRoute[] = [
  ...authRoutes,
  ...catalogRoutes,
  ...adminCityRoutes,
  ...bikeCatalogueRoutes,
  ...shopOwnerRoutes,
  ...partnerRoutes,
  ...ownerBikeRoutes,
  ...storeRoutes,
  ...storeTransferRoutes,
  ...storeAccessoryRoutes,
  ...bikePhotoRoutes,
  ...ownerOfferRoutes,
  ...adminReviewRoutes,
  ...adminAddonRoutes,
  ...travellerStoreRoutes,
  ...travellerBikeRoutes,
  ...bookingRoutes,
  ...publicOfferRoutes,
  ...currencyRoutes,
  ...searchRoutes,
  ...shopOrderRoutes,
  ...reviewLinkRoutes,
];
