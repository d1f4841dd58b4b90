import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

/** The API's password rules (auth.service.ts), shown as the owner types. */
export const passwordLength = { min: 8, max: 128 };

const StyledRules = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 4px;
  font-size: 0.9rem;
`;

const StyledRule = styled.li<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.muted)};
  &::before {
    content: '${({ $met }) => ($met ? '✓' : '•')}';
    display: inline-block;
    width: 1.2em;
    font-weight: 700;
  }
`;

function Met({ met }: { met: boolean }) {
  return (
    <span className="visually-hidden">
      {' '}
      {met ? (
        <FormattedMessage id="owner.password.ruleMet" />
      ) : (
        <FormattedMessage id="owner.password.ruleNotMet" />
      )}
    </span>
  );
}

/**
 * The rules a new password must follow, ticked while typing where the page can tell (the
 * length; the username when it is known). Whether a password is common only the API knows.
 */
export function PasswordRules({ password, userName }: { password: string; userName?: string }) {
  const intl = useIntl();
  const long = password.length >= passwordLength.min && password.length <= passwordLength.max;
  const withoutUserName =
    !!userName && password.length > 0 && !password.toLowerCase().includes(userName.toLowerCase());
  return (
    <StyledRules aria-label={intl.formatMessage({ id: 'owner.password.rules' })}>
      <StyledRule $met={long}>
        <FormattedMessage id="owner.password.ruleLength" values={passwordLength} />
        <Met met={long} />
      </StyledRule>
      <StyledRule $met={withoutUserName}>
        <FormattedMessage id="owner.password.ruleUsername" />
        {userName && <Met met={withoutUserName} />}
      </StyledRule>
      <StyledRule $met={false}>
        <FormattedMessage id="owner.password.ruleCommon" />
      </StyledRule>
    </StyledRules>
  );
}
