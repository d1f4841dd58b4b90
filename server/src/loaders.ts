import { createBikeLoaders } from './modules/bikes/bikes.loaders';
import { createCatalogLoaders } from './modules/catalog/catalog.loaders';
import { createCityLoaders } from './modules/catalog/city.loaders';
import { createShopOwnerLoaders } from './modules/shop-owners/shop-owners.loaders';
import { createPartnerLoaders } from './modules/partners/partners.loaders';
import { createStoreLoaders } from './modules/stores/stores.loaders';
import { createOfferLoaders } from './modules/offers/offers.loaders';
import { createReviewLoaders } from './modules/reviews/reviews.loaders';
import { createAddonLoaders } from './modules/addons/addons.loaders';
import { createPublicStoreLoaders } from './modules/public-stores/public-stores.loaders';
import { createReviewListLoaders } from './modules/reviews/review-lists.loaders';
import { createCurrencyLoaders } from './modules/currency/currency.loaders';
import { createShopOrderLoaders } from './modules/shop-orders/shop-orders.loaders';
import { createHostelLoaders } from './modules/hostels/hostels.loaders';
import { createBookingLoaders } from './modules/bookings/bookings.loaders';
import type { Services } from './services';

/** DataLoaders, new for every request so that nothing is cached across callers. */
export function createLoaders(services: Services) {
  return {
    cities: createCityLoaders(services.cities),
    hostels: createHostelLoaders(services.hostels),
    catalog: createCatalogLoaders(services.catalog),
    bikes: createBikeLoaders(services.bikes),
    shopOwners: createShopOwnerLoaders(services.shopOwners),
    partners: createPartnerLoaders(services.partners),
    stores: createStoreLoaders(services.stores, services.storeTransfers, services.storeAddons),
    offers: createOfferLoaders(services.offers),
    reviews: createReviewLoaders(services.reviews),
    addons: createAddonLoaders(services.addons),
    publicStores: createPublicStoreLoaders(services.publicStores),
    reviewLists: createReviewListLoaders(services.reviewLists),
    currency: createCurrencyLoaders(services.currency),
    shopOrders: createShopOrderLoaders(services.shopOrders),
    bookings: createBookingLoaders(services.bookings, services.offerHolds),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
