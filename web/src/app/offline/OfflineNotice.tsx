import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CloudOffIcon } from '../icons';
import { useOffline } from './useOffline';

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.25);
  font-size: 0.9rem;
  font-weight: 600;
  line-height: 1.3;
  svg {
    flex: 0 0 auto;
  }
`;

/**
 * Says plainly that the app is offline and what the visitor sees instead. The live region is
 * always there, so that screen readers announce the notice when it appears.
 */
export function OfflineNotice() {
  const offline = useOffline();
  return (
    <div role="status">
      {offline && (
        <StyledNotice>
          <CloudOffIcon />
          <FormattedMessage id="offline.notice" />
        </StyledNotice>
      )}
    </div>
  );
}
