/** A place on the map: a shop, with its lowest price when there is one. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** The place's name, also the marker's accessible name. */
  label: string;
  /** Shown on the marker instead of the label ("from 150.000 ₫"). */
  price?: string;
  /** A line under the price in the marker's popup ("5 bikes"). */
  detail?: string;
  /** Where the link in the marker's popup leads (when the map has no `onSelect`). */
  href?: string;
}

export interface ShopMapProps {
  markers: MapMarker[];
  /** The accessible name of the map region ("Map of the rental shops"). */
  label: string;
  /** Pixels; 320 by default. The space is reserved before the map loads. */
  height?: number;
  /** Where to look when there is no marker (the city's centre). */
  center?: { latitude: number; longitude: number };
  /** The text of the popups' links; "See the shop" by default. */
  linkLabel?: string;
  /** The marker shown as chosen. */
  selectedId?: string | null;
  /** Tapping a marker: called with its id instead of opening the marker's popup. */
  onSelect?(id: string): void;
}

export const defaultMapHeight = 320;
