import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { StyledMuted, StyledScreenTitle } from './screenStyles';

const StyledWays = styled.div`
  margin-top: 20px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

/**
 * What a visitor sees for a shop, bike or city that is not (or no longer) on xemay: the title
 * says so, and the ways on lead back to bikes that are.
 */
export function MissingState({
  title,
  text,
  children,
}: {
  title: ReactNode;
  text: ReactNode;
  /** Extra ways on, shown first. */
  children?: ReactNode;
}) {
  return (
    <>
      <StyledScreenTitle>{title}</StyledScreenTitle>
      <StyledMuted>{text}</StyledMuted>
      <StyledWays>
        {children}
        <StyledButton as={Link} to="/" $block>
          <FormattedMessage id="shop.missing.home" />
        </StyledButton>
      </StyledWays>
    </>
  );
}
