import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useNavigate, useSearchParams } from '../../app/routing';
import { signIn } from '../../app/session/session';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { profilePath } from '../login/LoginScreen';
import { checkNewPassword, NewPasswordFields, newPasswordErrorText } from '../ui/NewPasswordFields';
import { useUserErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledForm,
  StyledFormAlert,
  StyledLead,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';

export const AcceptInvitation = graphql(`
  mutation AcceptInvitation($input: AcceptShopOwnerInvitationInput!) {
    acceptShopOwnerInvitation(input: $input) {
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

export const InvitationScreenQuery = graphql(`
  query InvitationScreen($token: String!) {
    shopOwnerInvitation(token: $token) {
      userName
      name
      expired
    }
  }
`);

const newPasswordLabels = {
  password: <FormattedMessage id="owner.invitation.password" />,
  repeat: <FormattedMessage id="owner.invitation.repeat" />,
};

const StyledUserName = styled.p`
  margin: 0;
  font-size: 1.2rem;
  font-weight: 700;
`;

function LinkProblem({ message, expired = false }: { message: string | null; expired?: boolean }) {
  return (
    <StyledPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.invitation.problemTitle" />
      </StyledTitle>
      <StyledCard>
        <StyledLead role="alert">
          {message ??
            (expired ? (
              <FormattedMessage id="owner.invitation.expiredText" />
            ) : (
              <FormattedMessage id="owner.invitation.problemText" />
            ))}
        </StyledLead>
        <StyledLead>
          <FormattedMessage id="owner.invitation.problemWayOn" />
        </StyledLead>
        <StyledButton as={Link} to="/shopowner/login" $variant="secondary">
          <FormattedMessage id="owner.invitation.toLogin" />
        </StyledButton>
      </StyledCard>
    </StyledPage>
  );
}

/**
 * `/shopowner/verify?token=`: the invitation link an admin's new shop owner receives. Sets the
 * first password (the API's rules shown while typing, then repeated), and signs the owner in.
 */
export default function InvitationScreen() {
  const intl = useIntl();
  const errorText = useUserErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string; form?: string }>({});
  const [linkProblem, setLinkProblem] = useState<string | null | undefined>(undefined);
  const [accept, { loading }] = useMutation(AcceptInvitation);
  const alert = useRef<HTMLDivElement>(null);
  const invitation = useQuery(InvitationScreenQuery, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  usePageMeta(intl.formatMessage({ id: 'owner.invitation.title' }));
  useEffect(() => {
    if (errors.form) alert.current?.focus();
  }, [errors.form]);

  if (!token || linkProblem !== undefined) return <LinkProblem message={linkProblem ?? null} />;
  if (invitation.loading && !invitation.data)
    return (
      <StyledPage aria-busy="true">
        <p role="status" className="visually-hidden">
          <FormattedMessage id="owner.loading" />
        </p>
        <StyledSkeleton $height="1.9rem" $width="70%" />
        <StyledSkeleton $height="16rem" $radius="12px" />
      </StyledPage>
    );
  if (invitation.error || !invitation.data)
    return (
      <StyledPage>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.invitation.title" />
        </StyledTitle>
        <ErrorState onRetry={() => void invitation.refetch().catch(() => undefined)} />
      </StyledPage>
    );
  const invited = invitation.data.shopOwnerInvitation;
  if (!invited || invited.expired) return <LinkProblem message={null} expired={!!invited} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const next = checkNewPassword(password, repeat, intl);
    setErrors(next);
    if (next.password || next.repeat) return;
    try {
      const { data } = await accept({ variables: { input: { token, password } } });
      const payload = data?.acceptShopOwnerInvitation;
      if (!payload) throw new Error('no answer');
      const tokenProblem = payload.userErrors.find((problem) => problem.field === 'token');
      if (tokenProblem) {
        setLinkProblem(errorText(tokenProblem));
        return;
      }
      if (payload.userErrors.length > 0 || !payload.session) {
        const [problem] = payload.userErrors;
        setErrors({
          password:
            problem?.field === 'password'
              ? newPasswordErrorText(problem, password, invited.userName, intl)
              : problem && errorText(problem),
        });
        return;
      }
      const { session } = payload;
      signIn({
        token: session.token,
        userName: session.user.userName,
        role: session.user.role === 'ADMIN' ? 'ADMIN' : 'SHOP_OWNER',
      });
      navigate(`${profilePath}?welcome=1`, { replace: true });
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'owner.form.connection' }) });
    }
  };

  return (
    <StyledPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.invitation.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.invitation.lead" values={{ name: invited.name }} />
      </StyledLead>
      <StyledCard>
        <StyledLead>
          <FormattedMessage id="owner.invitation.username" />
        </StyledLead>
        <StyledUserName>{invited.userName}</StyledUserName>
      </StyledCard>
      <StyledForm noValidate onSubmit={(event) => void submit(event)}>
        {errors.form && (
          <StyledFormAlert ref={alert} role="alert" tabIndex={-1}>
            {errors.form}
          </StyledFormAlert>
        )}
        <NewPasswordFields
          labels={newPasswordLabels}
          password={password}
          repeat={repeat}
          errors={errors}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        <StyledButton type="submit" $block disabled={loading} aria-busy={loading}>
          {loading ? (
            <FormattedMessage id="owner.form.saving" />
          ) : (
            <FormattedMessage id="owner.invitation.submit" />
          )}
        </StyledButton>
      </StyledForm>
    </StyledPage>
  );
}
