import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  /* A fieldset is at least as wide as its longest word (min-width: min-content). */
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 8px;
  font-weight: 700;
`;

const StyledOption = styled.label<{ $card: boolean }>`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: 56px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $card }) => ($card ? theme.colors.surface : 'transparent')};
  font-weight: 600;
  cursor: pointer;
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.brand};
    padding: 7px 13px;
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.muted};
    cursor: default;
  }
`;

const StyledRadio = styled.input`
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

const StyledName = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledAside = styled.span`
  min-width: 3ch;
  text-align: right;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface RadioChoice<T extends string> {
  value: T;
  label: ReactNode;
  /** The choice's own language (a language's name in itself). */
  lang?: string;
  /** Shown at the end of the row, not read out (a currency's symbol). */
  aside?: ReactNode;
}

/**
 * One of a few choices, each a whole tappable row (56 px) with its radio: the language, the
 * currency. `card` sets the rows apart on a tinted page.
 */
export function RadioList<T extends string>({
  legend,
  choices,
  value,
  onChange,
  card = false,
  disabled,
  invalid,
  describedBy,
}: {
  legend: ReactNode;
  choices: readonly RadioChoice<T>[];
  value: T;
  onChange(value: T): void;
  card?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The ids of the hint or error said after the legend. */
  describedBy?: string;
}) {
  const name = useId();
  return (
    <StyledFieldset
      role="radiogroup"
      disabled={disabled}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
    >
      <StyledLegend>{legend}</StyledLegend>
      {choices.map((choice) => (
        <StyledOption key={choice.value} lang={choice.lang} $card={card}>
          <StyledRadio
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <StyledName>{choice.label}</StyledName>
          {choice.aside !== undefined && (
            <StyledAside aria-hidden="true">{choice.aside}</StyledAside>
          )}
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}
