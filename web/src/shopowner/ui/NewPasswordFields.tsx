import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { PasswordField } from '../../ui/PasswordField';
import { passwordLength, PasswordRules } from './PasswordRules';
import type { ApiUserError } from './userErrorText';

export interface NewPasswordErrors {
  password?: string;
  repeat?: string;
}

/** What the page can tell before sending: the length, and the two typed alike. */
export function checkNewPassword(password: string, repeat: string, intl: IntlShape) {
  const errors: NewPasswordErrors = {};
  if (password.length < passwordLength.min)
    errors.password = intl.formatMessage({ id: 'owner.password.tooShort' }, passwordLength);
  if (repeat !== password) errors.repeat = intl.formatMessage({ id: 'owner.password.differ' });
  return errors;
}

/** The API's refusal of a new password in the owner's language, saying which rule it broke. */
export function newPasswordErrorText(
  problem: ApiUserError,
  password: string,
  userName: string,
  intl: IntlShape,
): string {
  if (problem.code === 'TOO_SHORT')
    return intl.formatMessage({ id: 'owner.password.tooShort' }, passwordLength);
  if (problem.code === 'TOO_LONG')
    return intl.formatMessage({ id: 'owner.account.password.tooLong' }, passwordLength);
  return userName && password.toLowerCase().includes(userName.toLowerCase())
    ? intl.formatMessage({ id: 'owner.account.password.hasUserName' })
    : intl.formatMessage({ id: 'owner.account.password.common' });
}

/**
 * A new password (its rules ticked while typing) and the same again: the part of the
 * invitation and the change-password forms that is the same.
 */
export function NewPasswordFields({
  labels,
  password,
  repeat,
  userName,
  errors,
  onPassword,
  onRepeat,
}: {
  labels: { password: ReactNode; repeat: ReactNode };
  password: string;
  repeat: string;
  /** Known when signed in: the rule "not your username" is then ticked too. */
  userName?: string;
  errors: NewPasswordErrors;
  onPassword(value: string): void;
  onRepeat(value: string): void;
}) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      <PasswordRules password={password} userName={userName} />
      <PasswordField
        label={labels.repeat}
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onRepeat(event.target.value)}
        error={errors.repeat}
      />
    </>
  );
}
