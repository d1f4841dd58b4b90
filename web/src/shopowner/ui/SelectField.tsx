import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledField, StyledFieldError, StyledHint, StyledInput, StyledLabel } from './ownerStyles';

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'onChange' | 'value'
>;

/** A labelled choice with its hint and its error beside it, as TextField (UX.md: forms). */
export function SelectField({
  label,
  hint,
  error,
  placeholder,
  value,
  onChange,
  children,
  ...select
}: SelectProps & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The first choice, of the empty value ("Choose…"). */
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledSelect
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {children}
      </StyledSelect>
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
