import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useIsClient } from '../../ui/useIsClient';
import { defaultMapHeight, type ShopMapProps } from './mapTypes';

export type { MapMarker, ShopMapProps } from './mapTypes';

const LeafletMap = lazy(() => import('./LeafletMap'));

const StyledPlaceholder = styled(StyledSkeleton)`
  border-radius: ${({ theme }) => theme.radius};
`;

/**
 * A map of shops, loaded with leaflet only when rendered: a screen importing this file gets
 * neither leaflet nor its CSS in its own chunk. Until the map arrives its space is held by a
 * placeholder of the same height, so nothing below moves.
 */
export function LazyShopMap(props: ShopMapProps) {
  const height = props.height ?? defaultMapHeight;
  const placeholder = (
    <section role="region" aria-label={props.label} aria-busy="true">
      <StyledPlaceholder $height={`${height}px`} />
    </section>
  );
  // Leaflet reads `window` as it loads: the server (and the hydrating render, which must find
  // what the server sent) show the placeholder; the map mounts in the browser after.
  const isClient = useIsClient();
  if (!isClient) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
