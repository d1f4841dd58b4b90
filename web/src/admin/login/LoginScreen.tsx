import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { useNavigate, useSearchParams } from '../../app/routing';
import { loginProblemOf, useCountdown, type LoginProblem } from '../../app/session/loginProblem';
import { safeRedirect, signIn, useSignedInUser } from '../../app/session/session';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { StyledForm, StyledFormAlert, StyledNotice } from '../../ui/formStyles';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
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

const AdminAccountLanguage = graphql(`
  query AdminAccountLanguage {
    me {
      language
    }
  }
`);

export const menuPath = '/dashboard';

/**
 * `/dashboard/login?redirectURL=`: signs an admin in, then goes back to the page that asked
 * for it (a path of this site only), or to the menu. A shop owner signed in on this device is
 * told this area needs an admin's account.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectURL = params.get('redirectURL');
  const destination = safeRedirect(redirectURL, menuPath);
  const user = useSignedInUser();
  const client = useApolloClient();
  const { language, setLanguage } = useLanguage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [login, { loading }] = useMutation(AdminLogin);
  const alert = useRef<HTMLDivElement>(null);
  const lockedFor = useCountdown(problem?.kind === 'locked' ? problem.seconds : null);
  usePageMeta(intl.formatMessage({ id: 'admin.login.title' }));

  // An admin signed in already (another tab, or back after signing in): straight on.
  const entered = useRef(false);
  const admin = user?.role === 'ADMIN';
  useEffect(() => {
    if (!admin || entered.current) return;
    entered.current = true;
    navigate(destination, { replace: true });
  }, [admin, destination, navigate]);

  useEffect(() => {
    if (problem && problem.kind !== 'missing') alert.current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    if (!username.trim() || !password) {
      setProblem({ kind: 'missing', username: !username.trim(), password: !password });
      return;
    }
    setProblem(null);
    try {
      const { data } = await login({
        variables: { input: { username: username.trim(), password, area: 'ADMIN' } },
      });
      if (!data) throw new Error('no answer');
      if (data.login.user.role !== 'ADMIN') {
        setProblem({ kind: 'credentials' });
        return;
      }
      entered.current = true;
      signIn({ token: data.login.token, userName: data.login.user.userName, role: 'ADMIN' });
      // The area speaks the language stored on the account, as its e-mails do.
      const account = await client
        .query({ query: AdminAccountLanguage, fetchPolicy: 'network-only' })
        .catch(() => null);
      const stored = account?.data?.me.language === 'VN' ? 'vn' : account?.data ? 'en' : null;
      if (stored && stored !== language) setLanguage(stored);
      navigate(destination, { replace: true });
    } catch (error) {
      setProblem(loginProblemOf(error));
    }
  };

  const missing = problem?.kind === 'missing' ? problem : null;
  const locked = problem?.kind === 'locked' && lockedFor > 0;
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
        <StyledForm noValidate onSubmit={(event) => void submit(event)}>
          {problem && problem.kind !== 'missing' && (
            <StyledFormAlert ref={alert} role="alert" tabIndex={-1}>
              {problem.kind === 'credentials' && <FormattedMessage id="admin.login.wrong" />}
              {problem.kind === 'locked' &&
                (lockedFor > 0 ? (
                  <FormattedMessage
                    id="admin.login.locked"
                    values={{ minutes: Math.floor(lockedFor / 60), seconds: lockedFor % 60 }}
                  />
                ) : (
                  <FormattedMessage id="admin.login.unlocked" />
                ))}
              {problem.kind === 'connection' && <FormattedMessage id="admin.login.connection" />}
            </StyledFormAlert>
          )}
          <TextField
            label={<FormattedMessage id="admin.login.username" />}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={missing?.username ? <FormattedMessage id="admin.login.usernameMissing" /> : null}
          />
          <PasswordField
            label={<FormattedMessage id="admin.login.password" />}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing?.password ? <FormattedMessage id="admin.login.passwordMissing" /> : null}
          />
          <StyledButton type="submit" $block disabled={loading || locked} aria-busy={loading}>
            {loading ? (
              <FormattedMessage id="admin.login.signingIn" />
            ) : (
              <FormattedMessage id="admin.login.submit" />
            )}
          </StyledButton>
        </StyledForm>
      </StyledNarrow>
    </StyledAdminPage>
  );
}
