import { LazyShopMap } from '../map/ShopMap';

export interface MapShop {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The shop and city pages' map: each shop a marker leading to its page. */
export function ShopsMap({ shops, label }: { shops: MapShop[]; label: string }) {
  return (
    <LazyShopMap
      label={label}
      height={shops.length > 1 ? 280 : 220}
      markers={shops.map((shop) => ({
        id: String(shop.id),
        latitude: shop.latitude,
        longitude: shop.longitude,
        label: shop.name,
        href: `/shops/${shop.id}`,
      }))}
    />
  );
}
