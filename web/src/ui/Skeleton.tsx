import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

/** A grey block shaped like the content to come, so nothing jumps when it arrives. */
export const StyledSkeleton = styled.div<{ $height?: string; $width?: string; $radius?: string }>`
  height: ${({ $height = '1em' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ $radius = '8px' }) => $radius};
  background: #ece8df linear-gradient(90deg, #ece8df, #f6f3ee, #ece8df) no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;
