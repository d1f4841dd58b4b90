import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';
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
  return (
    <Suspense
      fallback={
        <section role="region" aria-label={props.label} aria-busy="true">
          <StyledPlaceholder $height={`${height}px`} />
        </section>
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}
