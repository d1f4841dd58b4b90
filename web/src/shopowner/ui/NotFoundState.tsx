import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
import { StyledCard, StyledLead, StyledOwnerPage, StyledTitle } from './ownerStyles';

/**
 * What an owner sees for a shop, bike, booking or offer that is not theirs, or not there any
 * more: the same words either way (nothing says another owner's exists), and a way on.
 */
export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: ReactNode }) {
  return (
    <StyledOwnerPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.notFound.title" />
      </StyledTitle>
      <StyledCard>
        <StyledLead>
          <FormattedMessage id="owner.notFound.text" />
        </StyledLead>
        <StyledButton as={Link} to={backTo} $variant="secondary">
          {backLabel}
        </StyledButton>
      </StyledCard>
    </StyledOwnerPage>
  );
}
