import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TextField } from './TextField';

const StyledWrap = styled.div`
  display: grid;
  gap: 4px;
`;

const StyledShow = styled.button`
  justify-self: start;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  cursor: pointer;
`;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

/** A password input one can show while typing on a small keyboard. */
export function PasswordField({
  label,
  hint,
  error,
  ...input
}: InputProps & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const [shown, setShown] = useState(false);
  return (
    <StyledWrap>
      <TextField
        label={label}
        hint={hint}
        error={error}
        type={shown ? 'text' : 'password'}
        autoCapitalize="none"
        spellCheck={false}
        {...input}
      />
      <StyledShow type="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
        <FormattedMessage id="kit.password.show" />
      </StyledShow>
    </StyledWrap>
  );
}
