import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../app/routing';
import { StyledButton } from './Button';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from './formStyles';

/**
 * What a signed-in user sees for a thing that is not theirs, or not there any more (an owner's
 * shop, bike or booking; an admin's record): the same words either way (nothing says another
 * owner's exists), and a way on.
 */
export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: ReactNode }) {
  return (
    <StyledPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="kit.notFound.title" />
      </StyledTitle>
      <StyledCard>
        <StyledLead>
          <FormattedMessage id="kit.notFound.text" />
        </StyledLead>
        <StyledButton as={Link} to={backTo} $variant="secondary">
          {backLabel}
        </StyledButton>
      </StyledCard>
    </StyledPage>
  );
}
