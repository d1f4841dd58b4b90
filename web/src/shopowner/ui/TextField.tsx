import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { StyledField, StyledFieldError, StyledHint, StyledInput, StyledLabel } from './ownerStyles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'>;

/** A labelled input with its hint and its error beside it (UX.md: forms). */
export function TextField({
  label,
  hint,
  error,
  ...input
}: InputProps & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
