import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';

const StyledList = styled.div`
  display: grid;
  gap: 16px;
`;

const StyledCard = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledPhoto = styled.div`
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledLines = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 14px 14px;
`;

/** Cards shaped like the bike cards while the bikes load. */
export function ResultSkeletons({ count = 3 }: { count?: number }) {
  const intl = useIntl();
  return (
    <StyledList role="status" aria-label={intl.formatMessage({ id: 'search.loading' })}>
      {Array.from({ length: count }, (_, index) => (
        <StyledCard key={index} aria-hidden="true">
          <StyledPhoto />
          <StyledLines>
            <StyledSkeleton $height="20px" $width="65%" />
            <StyledSkeleton $height="14px" $width="80%" />
            <StyledSkeleton $height="14px" $width="50%" />
            <StyledSkeleton $height="22px" $width="40%" />
          </StyledLines>
        </StyledCard>
      ))}
    </StyledList>
  );
}
