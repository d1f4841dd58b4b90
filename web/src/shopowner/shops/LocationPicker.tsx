import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface LocationPickerProps {
  location: GeoPoint | null;
  /** Where to look while there is no pin (the shop's city). */
  center: GeoPoint | null;
  tileUrl: string;
  tileAttribution: string;
  label: string;
  height: number;
  onPick(point: GeoPoint): void;
}

const LocationPickerMap = lazy(() => import('./LocationPickerMap'));

const StyledPlaceholder = styled(StyledSkeleton)`
  border-radius: ${({ theme }) => theme.radius};
`;

/** The map to place the shop on; leaflet and its CSS load with it, its space held meanwhile. */
export function LocationPicker(props: LocationPickerProps) {
  return (
    <Suspense
      fallback={
        <section aria-label={props.label} aria-busy="true">
          <StyledPlaceholder $height={`${props.height}px`} />
        </section>
      }
    >
      <LocationPickerMap {...props} />
    </Suspense>
  );
}
