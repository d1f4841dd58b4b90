import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { signIn, useSignedInUser } from '../../app/session/session';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { PasswordField } from '../../ui/PasswordField';
import { NewPasswordFields, newPasswordErrorText } from '../ui/NewPasswordFields';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { userErrorText, type ApiUserError } from '../ui/userErrorText';
import {
  StyledForm,
  StyledFormAlert,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';

export const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      session {
        token
        user {
          role
          userName
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const profilePath = '/shopowner';

const newPasswordLabels = {
  password: <FormattedMessage id="owner.account.password.new" />,
  repeat: <FormattedMessage id="owner.account.password.repeat" />,
};

type Field = 'old' | 'new' | 'repeat';
type Errors = Partial<Record<Field | 'form', string>>;

const apiFields: Record<string, Field> = {
  old_password: 'old',
  new_password: 'new',
  repeat_password: 'repeat',
};

/** The API's problems in the owner's language, each on its field. */
function fieldErrors(
  problems: readonly ApiUserError[],
  newPassword: string,
  userName: string,
  intl: IntlShape,
): Errors {
  const errors: Errors = {};
  for (const problem of problems) {
    const field = apiFields[problem.field ?? ''];
    if (field === 'old') errors.old = intl.formatMessage({ id: 'owner.account.password.oldWrong' });
    else if (field === 'repeat')
      errors.repeat = intl.formatMessage({ id: 'owner.password.differ' });
    else if (field === 'new')
      errors.new = newPasswordErrorText(problem, newPassword, userName, intl);
    else errors.form = userErrorText(intl, problem);
  }
  return errors;
}

/**
 * `/shopowner/password`: the current password, a new one (its rules ticked while typing) and
 * the new one again. The API then ends every other session and answers with a new one for
 * this phone, which is kept: the owner stays signed in here.
 */
export default function PasswordScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const user = useSignedInUser();
  const userName = user?.userName ?? '';
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [change, { loading }] = useMutation(ChangePassword);
  const alert = useRef<HTMLDivElement>(null);
  const [changed, setChanged] = useState(false);
  const guard = useUnsavedChanges(
    !changed && !!(oldPassword || newPassword || repeatPassword),
    profilePath,
  );
  usePageMeta(intl.formatMessage({ id: 'owner.account.password.title' }));
  useEffect(() => {
    if (errors.form) alert.current?.focus();
  }, [errors.form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await change({
        variables: { input: { oldPassword, newPassword, repeatPassword } },
      });
      const payload = data?.changePassword;
      if (!payload) throw new Error('no answer');
      if (payload.userErrors.length > 0 || !payload.session) {
        setErrors(fieldErrors(payload.userErrors, newPassword, userName, intl));
        return;
      }
      const { session } = payload;
      setChanged(true);
      signIn({
        token: session.token,
        userName: session.user.userName,
        role: session.user.role === 'ADMIN' ? 'ADMIN' : 'SHOP_OWNER',
      });
      notify(intl.formatMessage({ id: 'owner.account.password.changed' }), 'success');
      guard.leave({ to: profilePath, replace: true });
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'owner.form.connection' }) });
    }
  };

  return (
    <StyledPage>
      <BackLink to={profilePath}>
        <FormattedMessage id="owner.account.backToProfile" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.account.password.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.account.password.lead" />
      </StyledLead>
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        {errors.form && (
          <StyledFormAlert ref={alert} role="alert" tabIndex={-1}>
            {errors.form}
          </StyledFormAlert>
        )}
        <input type="hidden" name="username" autoComplete="username" value={userName} />
        <PasswordField
          label={<FormattedMessage id="owner.account.password.old" />}
          name="current-password"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={errors.old}
        />
        <NewPasswordFields
          labels={newPasswordLabels}
          password={newPassword}
          repeat={repeatPassword}
          userName={userName}
          errors={{ password: errors.new, repeat: errors.repeat }}
          onPassword={setNewPassword}
          onRepeat={setRepeatPassword}
        />
        <StyledButton type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? (
            <FormattedMessage id="owner.form.saving" />
          ) : (
            <FormattedMessage id="owner.account.password.submit" />
          )}
        </StyledButton>
      </StyledForm>
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
