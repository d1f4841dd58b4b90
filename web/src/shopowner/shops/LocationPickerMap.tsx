import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { escapeHtml } from '../../ui/escapeHtml';
import { StyledMapFrame } from '../../ui/mapStyles';
import type { LocationPickerProps } from './LocationPicker';

/** Vietnam as a whole, when there is neither a pin nor a city. */
const vietnam: [number, number] = [16, 106.5];

const StyledFrame = styled(StyledMapFrame)`
  .shop-pin {
    width: 28px;
    height: 28px;
    margin: -28px 0 0 -14px;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.brand};
    border: 3px solid #fff;
    box-shadow: 0 1px 4px rgb(0 0 0 / 40%);
  }
`;

/**
 * The shop's place: a tap on the map puts the pin there (or moves it). Loaded only through
 * `LocationPicker`, so leaflet comes with this screen alone. Tiles as the traveller's map has them.
 */
export default function LocationPickerMap({
  location,
  center,
  tileUrl,
  tileAttribution,
  label,
  height,
  onPick,
}: LocationPickerProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const viewSet = useRef(false);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomControl: false, scrollWheelZoom: false });
    created.attributionControl.setPrefix(false);
    created.on('click', (event: L.LeafletMouseEvent) =>
      onPickRef.current({
        latitude: Number(event.latlng.lat.toFixed(6)),
        longitude: Number(event.latlng.lng.toFixed(6)),
      }),
    );
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  const zoomIn = intl.formatMessage({ id: 'owner.shops.location.zoomIn' });
  const zoomOut = intl.formatMessage({ id: 'owner.shops.location.zoomOut' });
  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut });
    map.addControl(zoom);
    return () => {
      zoom.remove();
    };
  }, [map, zoomIn, zoomOut]);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const layer = L.tileLayer(tileUrl, { attribution: escapeHtml(tileAttribution), maxZoom: 19 });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl, tileAttribution]);

  const pinLabel = intl.formatMessage({ id: 'owner.shops.location.pin' });
  const { latitude, longitude } = location ?? {};
  useEffect(() => {
    if (!map || latitude === undefined || longitude === undefined) return;
    const pin = L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'shop-pin', iconSize: undefined }),
      title: pinLabel,
      keyboard: false,
    }).addTo(map);
    return () => {
      pin.remove();
    };
  }, [map, latitude, longitude, pinLabel]);

  // The view follows the pin when there is one, else the shop's city.
  const target = location ?? center;
  const viewKey = target ? `${target.latitude},${target.longitude}` : '';
  const hasPin = Boolean(location);
  useEffect(() => {
    if (!map) return;
    if (!viewKey) {
      map.setView(vietnam, 5);
      viewSet.current = true;
      return;
    }
    const [lat, lng] = viewKey.split(',').map(Number);
    // A pin moved within the view keeps the view (and its zoom) where the owner left it.
    if (viewSet.current && hasPin && map.getZoom() >= 14 && map.getBounds().contains([lat, lng]))
      return;
    map.setView([lat, lng], hasPin ? 16 : 13);
    viewSet.current = true;
  }, [map, viewKey, hasPin]);

  return (
    <StyledFrame aria-label={label} style={{ height }}>
      <div ref={container} />
    </StyledFrame>
  );
}
