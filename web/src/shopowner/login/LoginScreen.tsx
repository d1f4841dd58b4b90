import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { useNavigate, useSearchParams } from '../../app/routing';
import { safeRedirect, signIn, useSignedInUser } from '../../app/session/session';
import { SignInForm, type SignInTexts } from '../../app/session/SignInForm';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';
import {
  StyledCard,
  StyledCardTitle,
  StyledLead,
  StyledNotice,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';

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

const signInTexts: SignInTexts = {
  username: { id: 'owner.login.username' },
  password: { id: 'owner.login.password' },
  usernameMissing: { id: 'owner.login.usernameMissing' },
  passwordMissing: { id: 'owner.login.passwordMissing' },
  submit: { id: 'owner.login.submit' },
  signingIn: { id: 'owner.login.signingIn' },
  wrong: { id: 'owner.login.wrong' },
  locked: { id: 'owner.login.locked' },
  unlocked: { id: 'owner.login.unlocked' },
  connection: { id: 'owner.login.connection' },
};

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
  const [login, { loading }] = useMutation(OwnerLogin);
  usePageMeta(intl.formatMessage({ id: 'owner.login.title' }));

  // Signed in already (another tab, or back after signing in): straight on.
  const entered = useRef(false);
  useEffect(() => {
    if (user && !entered.current) navigate(destination, { replace: true });
  }, [user, destination, navigate]);

  const signInOwner = async (username: string, password: string) => {
    const { data } = await login({
      variables: { input: { username, password, area: 'SHOP_OWNER' } },
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
    return true;
  };

  return (
    <StyledPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.login.title" />
      </StyledTitle>
      {redirectURL && (
        <StyledNotice role="status">
          <FormattedMessage id="owner.login.continue" />
        </StyledNotice>
      )}
      <SignInForm busy={loading} texts={signInTexts} signIn={signInOwner} />
      <BecomePartner />
    </StyledPage>
  );
}
