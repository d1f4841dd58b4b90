import { StyledSkeleton } from '../../ui/Skeleton';
import { StyledCard } from '../../ui/formStyles';

/** The form's first card while the screen's data comes. */
export function BikeFormSkeleton() {
  return (
    <StyledCard aria-busy="true">
      <StyledSkeleton $height="1.4rem" $width="40%" />
      {[0, 1, 2, 3].map((row) => (
        <StyledSkeleton key={row} $height="68px" />
      ))}
    </StyledCard>
  );
}
