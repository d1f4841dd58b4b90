export interface MapShop {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** Placeholder until web/src/traveller/map/ShopMap.tsx lands. */
export function ShopsMap(_props: { shops: MapShop[]; label: string }) {
  return null;
}
