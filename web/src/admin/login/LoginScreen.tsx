import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../app/routing';
import { safeRedirect, signIn, useSignedInUser } from '../../app/session/session';
import { SignInForm, type SignInTexts } from '../../app/session/SignInForm';
import { graphql } from '../../gql';
import { StyledNotice } from '../../ui/formStyles';
import { usePageMeta } from '../../ui/usePageMeta';
import { StyledAdminPage, StyledNarrow, StyledTitle } from '../ui/adminStyles';

export const AdminLogin = graphql(`
  mutation AdminLogin($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        role
        userName
      }
    }
  }
`);

export const menuPath = '/dashboard';

const signInTexts: SignInTexts = {
  username: { id: 'admin.login.username' },
  password: { id: 'admin.login.password' },
  usernameMissing: { id: 'admin.login.usernameMissing' },
  passwordMissing: { id: 'admin.login.passwordMissing' },
  submit: { id: 'admin.login.submit' },
  signingIn: { id: 'admin.login.signingIn' },
  wrong: { id: 'admin.login.wrong' },
  locked: { id: 'admin.login.locked' },
  unlocked: { id: 'admin.login.unlocked' },
  connection: { id: 'admin.login.connection' },
};

/**
 * `/dashboard/login?redirectURL=`: signs an admin in, then goes back to the page that asked
 * for it (a path of this site only), or to the menu, in the language chosen. A shop owner
 * signed in on this device is told this area needs an admin's account.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectURL = params.get('redirectURL');
  const destination = safeRedirect(redirectURL, menuPath);
  const user = useSignedInUser();
  const [login, { loading }] = useMutation(AdminLogin);
  usePageMeta(intl.formatMessage({ id: 'admin.login.title' }));

  // An admin signed in already (another tab, or back after signing in): straight on.
  const entered = useRef(false);
  const admin = user?.role === 'ADMIN';
  useEffect(() => {
    if (!admin || entered.current) return;
    entered.current = true;
    navigate(destination, { replace: true });
  }, [admin, destination, navigate]);

  const signInAdmin = async (username: string, password: string) => {
    const { data } = await login({ variables: { input: { username, password, area: 'ADMIN' } } });
    if (!data) throw new Error('no answer');
    if (data.login.user.role !== 'ADMIN') return false;
    entered.current = true;
    // The area stays in the language chosen here: an admin's account language is for e-mails.
    signIn({ token: data.login.token, userName: data.login.user.userName, role: 'ADMIN' });
    navigate(destination, { replace: true });
    return true;
  };

  return (
    <StyledAdminPage>
      <StyledNarrow>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="admin.login.title" />
        </StyledTitle>
        {user && !admin ? (
          <StyledNotice role="status">
            <FormattedMessage id="admin.login.notAdmin" values={{ name: user.userName }} />
          </StyledNotice>
        ) : (
          redirectURL && (
            <StyledNotice role="status">
              <FormattedMessage id="admin.login.continue" />
            </StyledNotice>
          )
        )}
        <SignInForm busy={loading} texts={signInTexts} signIn={signInAdmin} />
      </StyledNarrow>
    </StyledAdminPage>
  );
}
