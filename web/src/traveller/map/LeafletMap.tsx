import { useQuery } from '@apollo/client/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '../../app/routing';
import { graphql } from '../../gql';
import { escapeHtml } from '../../ui/escapeHtml';
import { markerClass, markerHtml, markerName, popupHtml, spreadPills } from './markerHtml';
import { fitLabels } from './fitLabels';
import { StyledMapFrame } from '../../ui/mapStyles';
import { defaultMapHeight, type MapMarker, type ShopMapProps } from './mapTypes';

export const MapSettingsQuery = graphql(`
  query MapSettings {
    appSettings {
      mapTileUrl
      mapTileAttribution
    }
  }
`);

/** Vietnam as a whole, when there is neither a marker nor a centre. */
const vietnam = { latitude: 16, longitude: 106.5 };
/** After this many failed tiles and none loaded, the tile server is out of reach. */
const tileFailuresToGiveUp = 6;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The map itself, loaded only through `LazyShopMap`, so leaflet and its CSS come with the
 * first map a visitor sees. Markers show their price as text (no marker images); when no tile
 * can be loaded the markers stay on a plain background.
 */
export default function LeafletMap({
  markers,
  label,
  height = defaultMapHeight,
  center,
  selectedId = null,
  onSelect,
  linkLabel,
}: ShopMapProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const placed = useRef<L.Marker[]>([]);
  const { data } = useQuery(MapSettingsQuery, { fetchPolicy: 'cache-first' });
  const tiles = data?.appSettings;
  const openLabel = linkLabel ?? intl.formatMessage({ id: 'map.open' });
  const closeLabel = intl.formatMessage({ id: 'common.close' });
  const zoomInLabel = intl.formatMessage({ id: 'map.zoomIn' });
  const zoomOutLabel = intl.formatMessage({ id: 'map.zoomOut' });

  const onSelectRef = useRef(onSelect);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    onSelectRef.current = onSelect;
    navigateRef.current = navigate;
  });
  const selectable = Boolean(onSelect);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const animate = !prefersReducedMotion();
    const created = L.map(element, {
      zoomControl: false,
      scrollWheelZoom: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
    });
    created.attributionControl.setPrefix(false);
    // A popup's link goes through the router instead of reloading the page.
    const followLink = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[data-route]');
      if (!link) return;
      event.preventDefault();
      navigateRef.current(link.getAttribute('href') ?? '/');
    };
    element.addEventListener('click', followLink);
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => created.invalidateSize());
    resize?.observe(element);
    setMap(created);
    return () => {
      resize?.disconnect();
      element.removeEventListener('click', followLink);
      created.remove();
      setMap(null);
    };
  }, []);

  // Leaflet names its buttons in English only: named here in the visitor's language.
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel });
    map.addControl(zoom);
    const nameClose = (event: L.PopupEvent) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closeLabel);
    map.on('popupopen', nameClose);
    return () => {
      zoom.remove();
      map.off('popupopen', nameClose);
    };
  }, [map, zoomInLabel, zoomOutLabel, closeLabel]);

  useEffect(() => {
    if (!map || !tiles?.mapTileUrl) return;
    let loaded = 0;
    let failed = 0;
    const layer = L.tileLayer(tiles.mapTileUrl, {
      attribution: escapeHtml(tiles.mapTileAttribution),
      maxZoom: 19,
    });
    layer.on('tileload', () => (loaded += 1));
    // Offline or blocked: stop asking after a few failures; the markers stand on their own.
    layer.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed >= tileFailuresToGiveUp) layer.remove();
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tiles?.mapTileUrl, tiles?.mapTileAttribution]);

  // Callers build their markers anew on each render: only new content redraws them (and so
  // closes an open popup).
  const markersKey = JSON.stringify(markers);
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    placed.current = (JSON.parse(markersKey) as MapMarker[]).map((item) => {
      const chosen = item.id === selectedId;
      const marker = L.marker([item.latitude, item.longitude], {
        icon: L.divIcon({
          className: markerClass(chosen),
          html: markerHtml(item),
          // Sized by its text; mapStyles.ts moves it above its point, and the popup above it.
          iconSize: undefined,
          popupAnchor: [0, -40],
        }),
        keyboard: true,
        title: markerName(item),
        riseOnHover: true,
        zIndexOffset: chosen ? 1000 : 0,
      });
      const choose = () => onSelectRef.current?.(item.id);
      if (selectable) marker.on('click', choose);
      else marker.bindPopup(popupHtml(item, openLabel));
      // The icon exists once the map has a view: described when it is added.
      marker.on('add', () => {
        const icon = marker.getElement();
        if (!icon) return;
        icon.setAttribute('aria-label', markerName(item));
        if (!selectable) return;
        icon.setAttribute('aria-pressed', String(chosen));
        icon.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose();
        });
      });
      marker.addTo(group);
      return marker;
    });
    // Shops at (nearly) the same place: their pills are stacked apart, anew at each zoom,
    // so that every one can be seen and tapped.
    const markersHere = placed.current;
    const spread = () => {
      const zoom = map.getZoom();
      const pills = markersHere.map((marker) => {
        const point = map.project(marker.getLatLng(), zoom);
        return { x: point.x, y: point.y, width: marker.getElement()?.offsetWidth ?? 0 };
      });
      spreadPills(pills).forEach((offset, index) => {
        const marker = markersHere[index];
        const icon = marker.getElement();
        if (icon) {
          icon.style.marginLeft = `${offset.x}px`;
          icon.style.marginTop = `${offset.y}px`;
        }
        // Leaflet's own popup offset is [0, 7]; the popup follows its pill.
        const popup = marker.getPopup();
        if (popup) popup.options.offset = L.point(offset.x, 7 + offset.y);
      });
    };
    map.on('zoomend', spread);
    map.whenReady(spread);
    return () => {
      map.off('zoomend', spread);
      map.off('load', spread);
      group.remove();
    };
  }, [map, markersKey, selectedId, selectable, openLabel]);

  // Only a new set of places moves the view, not a new selection or price.
  const placesKey = markers.map((item) => `${item.id}@${item.latitude},${item.longitude}`).join();
  useEffect(() => {
    const element = container.current;
    if (!map || !element) return;
    const points = placed.current.map((marker) => marker.getLatLng());
    if (points.length === 0) {
      const middle = center ?? vietnam;
      map.setView([middle.latitude, middle.longitude], center ? 13 : 5);
    } else fitLabels(map, element, placed.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, placesKey, center?.latitude, center?.longitude]);

  return (
    <StyledMapFrame role="region" aria-label={label} style={{ height }}>
      <div ref={container} data-testid="leaflet-map" />
    </StyledMapFrame>
  );
}
