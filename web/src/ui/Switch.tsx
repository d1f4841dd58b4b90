import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: ${({ theme }) => theme.tap};
`;

const StyledText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-weight: 600;
`;

const StyledHint = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledToggle = styled.button`
  flex: 0 0 auto;
  position: relative;
  width: 56px;
  height: 32px;
  margin: 6px 0;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: #fff;
    transition: transform 150ms ease-out;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.success};
  }
  &[aria-checked='true']::after {
    transform: translateX(24px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  /* The tap area is larger than the drawn switch. */
  &::before {
    content: '';
    position: absolute;
    inset: -6px -4px;
  }
`;

/** An on/off setting (online, pickup possible, "show" switches): role switch, labelled. */
export function Switch({
  label,
  labelHidden = false,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  /** For screen readers only, where a heading next to it names it on screen (a table column). */
  labelHidden?: boolean;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText className={labelHidden ? 'visually-hidden' : undefined}>
        <StyledLabel htmlFor={id}>{label}</StyledLabel>
        {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      </StyledText>
      <StyledToggle
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </StyledRow>
  );
}
