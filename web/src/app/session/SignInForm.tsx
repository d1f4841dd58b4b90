import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { StyledButton } from '../../ui/Button';
import { StyledForm, StyledFormAlert } from '../../ui/formStyles';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { loginProblemOf, useCountdown, type LoginProblem } from './loginProblem';

/** The form's texts, each area's own (in its catalogue part, loaded with its screens). */
export type SignInTexts = Record<
  | 'username'
  | 'password'
  | 'usernameMissing'
  | 'passwordMissing'
  | 'submit'
  | 'signingIn'
  | 'wrong'
  | 'locked'
  | 'unlocked'
  | 'connection',
  { id: string }
>;

/**
 * The sign-in form of a signed-in area (the shop owners', the admins'): username, password,
 * what went wrong (the lockout counting down). `signIn` sends the area's login and keeps the
 * session, false when the account may not enter the area; it throws as the mutation does.
 */
export function SignInForm({
  busy,
  texts,
  signIn,
}: {
  busy: boolean;
  texts: SignInTexts;
  signIn: (username: string, password: string) => Promise<boolean>;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const lockedFor = useCountdown(problem?.kind === 'locked' ? problem.seconds : null);

  useEffect(() => {
    if (problem && problem.kind !== 'missing') alert.current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setProblem({ kind: 'missing', username: !username.trim(), password: !password });
      return;
    }
    setProblem(null);
    try {
      if (!(await signIn(username.trim(), password))) setProblem({ kind: 'credentials' });
    } catch (error) {
      setProblem(loginProblemOf(error));
    }
  };

  const missing = problem?.kind === 'missing' ? problem : null;
  const locked = problem?.kind === 'locked' && lockedFor > 0;
  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)}>
      {problem && problem.kind !== 'missing' && (
        <StyledFormAlert ref={alert} role="alert" tabIndex={-1}>
          {problem.kind === 'credentials' && <FormattedMessage {...texts.wrong} />}
          {problem.kind === 'locked' &&
            (lockedFor > 0 ? (
              <FormattedMessage
                {...texts.locked}
                values={{ minutes: Math.floor(lockedFor / 60), seconds: lockedFor % 60 }}
              />
            ) : (
              <FormattedMessage {...texts.unlocked} />
            ))}
          {problem.kind === 'connection' && <FormattedMessage {...texts.connection} />}
        </StyledFormAlert>
      )}
      <TextField
        label={<FormattedMessage {...texts.username} />}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={missing?.username ? <FormattedMessage {...texts.usernameMissing} /> : null}
      />
      <PasswordField
        label={<FormattedMessage {...texts.password} />}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing?.password ? <FormattedMessage {...texts.passwordMissing} /> : null}
      />
      <StyledButton type="submit" $block disabled={busy || locked} aria-busy={busy}>
        {busy ? <FormattedMessage {...texts.signingIn} /> : <FormattedMessage {...texts.submit} />}
      </StyledButton>
    </StyledForm>
  );
}
