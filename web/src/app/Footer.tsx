import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledFooter = styled.footer`
  padding: 24px 16px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-align: center;
`;

/** Every page but the landing page has it (spec section 2). */
export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <StyledFooter>
      <FormattedMessage id="footer.copyright" values={{ year: now.getFullYear() }} />
    </StyledFooter>
  );
}
