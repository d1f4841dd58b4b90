import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { LabelledField } from './LabelledField';
import { StyledInput } from './formStyles';

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
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <StyledSelect
          {...control}
          value={value}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {children}
        </StyledSelect>
      )}
    </LabelledField>
  );
}
