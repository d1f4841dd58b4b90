import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';

const StyledFrame = styled.div`
  display: grid;
  gap: 12px;
`;

const StyledPicture = styled(StyledSkeleton)`
  width: calc(100% + 32px);
  margin: 0 -16px;
  aspect-ratio: 16 / 9;
  height: auto;
  border-radius: 0;
`;

/** Shaped like the shop page (picture, name, facts, hours, bikes), so nothing jumps. */
export function ShopSkeleton() {
  const intl = useIntl();
  return (
    <StyledFrame role="status" aria-label={intl.formatMessage({ id: 'shop.loading' })}>
      <StyledPicture $radius="0" />
      <StyledSkeleton $height="1.9rem" $width="70%" />
      <StyledSkeleton $height="1rem" $width="85%" />
      <StyledSkeleton $height="1rem" $width="40%" />
      <StyledSkeleton $height="1.4rem" $width="50%" style={{ marginTop: 16 }} />
      {Array.from({ length: 7 }, (_, index) => (
        <StyledSkeleton key={index} $height="1.2rem" />
      ))}
      {Array.from({ length: 3 }, (_, index) => (
        <StyledSkeleton key={`bike-${index}`} $height="100px" $radius="12px" />
      ))}
    </StyledFrame>
  );
}
