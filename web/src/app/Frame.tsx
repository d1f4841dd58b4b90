import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { useIsMobile } from './useIsMobile';

/** The app is one column, at most 450px wide, centred on larger screens. */
const StyledFrame = styled.div<{ $mobile: boolean }>`
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 100vh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $mobile }) => ($mobile ? 'none' : '0 0 24px rgba(0, 0, 0, 0.08)')};
  display: flex;
  flex-direction: column;
`;

const StyledMain = styled.main`
  flex: 1;
  padding: 0 16px 24px;
`;

export function Frame({ children, withFooter }: { children: ReactNode; withFooter: boolean }) {
  const mobile = useIsMobile();
  return (
    <StyledFrame $mobile={mobile} data-mobile={mobile}>
      <Header />
      <StyledMain>{children}</StyledMain>
      {withFooter && <Footer />}
    </StyledFrame>
  );
}
