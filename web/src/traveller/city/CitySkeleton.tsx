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
`;

/** Shaped like the city page (picture, title, text, shop cards), so nothing jumps. */
export function CitySkeleton() {
  const intl = useIntl();
  return (
    <StyledFrame role="status" aria-label={intl.formatMessage({ id: 'city.loading' })}>
      <StyledPicture $radius="0" />
      <StyledSkeleton $height="1.9rem" $width="75%" />
      {Array.from({ length: 4 }, (_, index) => (
        <StyledSkeleton key={index} $height="1rem" $width={index === 3 ? '60%' : '100%'} />
      ))}
      <StyledSkeleton $height="1.4rem" $width="45%" />
      {Array.from({ length: 3 }, (_, index) => (
        <StyledSkeleton key={`shop-${index}`} $height="114px" $radius="12px" />
      ))}
    </StyledFrame>
  );
}
