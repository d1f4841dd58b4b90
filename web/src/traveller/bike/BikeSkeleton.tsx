import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';

const StyledFrame = styled.div`
  display: grid;
  gap: 12px;
`;

const StyledPhoto = styled(StyledSkeleton)`
  width: calc(100% + 32px);
  margin: 0 -16px;
  aspect-ratio: 4 / 3;
  height: auto;
`;

const StyledSpecs = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  margin-top: 16px;
`;

/** Shaped like the bike page (photo, name, price, requirements, specs), so nothing jumps. */
export function BikeSkeleton() {
  const intl = useIntl();
  return (
    <StyledFrame role="status" aria-label={intl.formatMessage({ id: 'bike.loading' })}>
      <StyledPhoto $radius="0" />
      <StyledSkeleton $height="1.9rem" $width="70%" />
      <StyledSkeleton $height="1rem" $width="45%" />
      <StyledSkeleton $height="1.5rem" $width="35%" />
      <StyledSkeleton $height="1.4rem" $width="55%" />
      {Array.from({ length: 3 }, (_, index) => (
        <StyledSkeleton key={index} $height="1.2rem" />
      ))}
      <StyledSpecs>
        {Array.from({ length: 6 }, (_, index) => (
          <StyledSkeleton key={index} $height="52px" $radius="10px" />
        ))}
      </StyledSpecs>
    </StyledFrame>
  );
}
