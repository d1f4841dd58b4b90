import styled from 'styled-components';

const StyledStepper = styled.div`
  display: inline-flex;
  align-items: center;
  flex: 0 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledStep = styled.button`
  width: ${({ theme }) => theme.tap};
  height: ${({ theme }) => theme.tap};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledValue = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export interface StepperProps {
  value: number;
  min?: number;
  max: number;
  onChange(value: number): void;
  /** Accessible names of the buttons, e.g. "One helmet less" / "One helmet more". */
  decreaseLabel: string;
  increaseLabel: string;
  /** Names the group: the id of the element that says what is counted. */
  labelledBy?: string;
  describedBy?: string;
}

/**
 * A quantity chosen with minus and plus (44px each). At a bound the button stays focusable
 * but says it is disabled, so a keyboard user's focus is not thrown away; the value is
 * announced as it changes.
 */
export function Stepper({
  value,
  min = 0,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  labelledBy,
  describedBy,
}: StepperProps) {
  const atMin = value <= min;
  const atMax = value >= max;
  return (
    <StyledStepper role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <StyledStep
        type="button"
        aria-label={decreaseLabel}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </StyledStep>
      <StyledValue aria-live="polite">{value}</StyledValue>
      <StyledStep
        type="button"
        aria-label={increaseLabel}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </StyledStep>
    </StyledStepper>
  );
}
