import type { InputHTMLAttributes, ReactNode } from 'react';
import { LabelledField } from './LabelledField';
import { StyledInput } from './formStyles';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'>;

/** A labelled input with its hint and its error beside it (UX.md: forms). */
export function TextField({
  label,
  hint,
  error,
  ...input
}: InputProps & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => <StyledInput {...control} {...input} />}
    </LabelledField>
  );
}
