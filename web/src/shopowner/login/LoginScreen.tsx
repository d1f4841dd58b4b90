import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { useNavigate, useSearchParams } from '../../app/routing';
import { loginProblemOf, useCountdown, type LoginProblem } from '../../app/session/loginProblem';
import { safeRedirect, signIn, useSignedInUser } from '../../app/session/session';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import {
  StyledCard,
  StyledCardTitle,
  StyledForm,
  StyledFormAlert,
  StyledLead,
  StyledNotice,
  StyledOwnerPage,
  StyledTitle,
} from '../ui/ownerStyles';

export const OwnerLogin = graphql(`
  mutation OwnerLogin($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        role
        userName
      }
    }
  }
`);

const OwnerAccountLanguage = graphql(`
  query OwnerAccountLanguage {
    me {
      language
    }
  }
`);

const OwnerLoginSettings = graphql(`
  query OwnerLoginSettings {
    appSettings {
      whatsappUrl
    }
  }
`);

export const profilePath = '/shopowner';

function BecomePartner() {
  const { data } = useQuery(OwnerLoginSettings);
  const url = data?.appSettings.whatsappUrl;
  return (
    <StyledCard aria-labelledby="become-partner">
      <StyledCardTitle id="become-partner">
        <FormattedMessage id="owner.login.partnerTitle" />
      </StyledCardTitle>
      <StyledLead>
        <FormattedMessage id="owner.login.partnerText" />
      </StyledLead>
      {url && (
        <StyledButton
          as="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          $variant="secondary"
        >
          <FormattedMessage id="owner.login.partnerLink" />
        </StyledButton>
      )}
    </StyledCard>
  );
}

/**
 * `/shopowner/login?redirectURL=`: signs a shop owner (or an admin) in, then goes back to the
 * page that asked for it (a path of this site only), or to the profile.
 */
export default function LoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectURL = params.get('redirectURL');
  const destination = safeRedirect(redirectURL, profilePath);
  const user = useSignedInUser();
  const client = useApolloClient();
  const { language, setLanguage } = useLanguage();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [login, { loading }] = useMutation(OwnerLogin);
  const alert = useRef<HTMLDivElement>(null);
  const lockedFor = useCountdown(problem?.kind === 'locked' ? problem.seconds : null);
  usePageMeta(intl.formatMessage({ id: 'owner.login.title' }));

  // Signed in already (another tab, or back after signing in): straight on.
  const entered = useRef(false);
  useEffect(() => {
    if (user && !entered.current) navigate(destination, { replace: true });
  }, [user, destination, navigate]);

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
        variables: { input: { username: username.trim(), password, area: 'SHOP_OWNER' } },
      });
      if (!data) throw new Error('no answer');
      entered.current = true;
      signIn({
        token: data.login.token,
        userName: data.login.user.userName,
        role: data.login.user.role === 'ADMIN' ? 'ADMIN' : 'SHOP_OWNER',
      });
      // The area speaks the language stored on the account, as its e-mails do.
      const account = await client
        .query({ query: OwnerAccountLanguage, fetchPolicy: 'network-only' })
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
    <StyledOwnerPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.login.title" />
      </StyledTitle>
      {redirectURL && (
        <StyledNotice role="status">
          <FormattedMessage id="owner.login.continue" />
        </StyledNotice>
      )}
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        {problem && problem.kind !== 'missing' && (
          <StyledFormAlert ref={alert} role="alert" tabIndex={-1}>
            {problem.kind === 'credentials' && <FormattedMessage id="owner.login.wrong" />}
            {problem.kind === 'locked' &&
              (lockedFor > 0 ? (
                <FormattedMessage
                  id="owner.login.locked"
                  values={{ minutes: Math.floor(lockedFor / 60), seconds: lockedFor % 60 }}
                />
              ) : (
                <FormattedMessage id="owner.login.unlocked" />
              ))}
            {problem.kind === 'connection' && <FormattedMessage id="owner.login.connection" />}
          </StyledFormAlert>
        )}
        <TextField
          label={<FormattedMessage id="owner.login.username" />}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={missing?.username ? <FormattedMessage id="owner.login.usernameMissing" /> : null}
        />
        <PasswordField
          label={<FormattedMessage id="owner.login.password" />}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing?.password ? <FormattedMessage id="owner.login.passwordMissing" /> : null}
        />
        <StyledButton type="submit" $block disabled={loading || locked} aria-busy={loading}>
          {loading ? (
            <FormattedMessage id="owner.login.signingIn" />
          ) : (
            <FormattedMessage id="owner.login.submit" />
          )}
        </StyledButton>
      </StyledForm>
      <BecomePartner />
    </StyledOwnerPage>
  );
}
