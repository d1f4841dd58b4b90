import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from './Button';

const StyledAlert = styled.div`
  margin: 16px 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  display: grid;
  gap: 12px;
  justify-items: start;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * What to show when the API cannot be reached: what happened, and a retry. `message` names
 * what failed to load; the default says the connection failed.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <StyledAlert role="alert">
      <StyledText>{message ?? <FormattedMessage id="common.error.load" />}</StyledText>
      {onRetry && (
        <StyledButton type="button" $variant="secondary" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </StyledButton>
      )}
    </StyledAlert>
  );
}
