import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const StyledGroup = styled.fieldset`
  margin: 0;
  padding: 4px;
  border: 0;
  min-width: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledOption = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 12px;
  border-radius: 999px;
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.muted};
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** The radio stays in the page (keyboard, screen readers); the label is what shows. */
const StyledRadio = styled.input`
  position: absolute;
  opacity: 0;
  inset: 0;
  margin: 0;
  cursor: pointer;
`;

/** Round trip or one way: a segmented control with the semantics of two radio buttons. */
export function TripKindToggle({
  name,
  oneWay,
  onChange,
}: {
  name: string;
  oneWay: boolean;
  onChange(oneWay: boolean): void;
}) {
  return (
    <StyledGroup>
      <legend className="visually-hidden">
        <FormattedMessage id="tripForm.kind" />
      </legend>
      <StyledOption>
        <StyledRadio type="radio" name={name} checked={!oneWay} onChange={() => onChange(false)} />
        <FormattedMessage id="tripForm.kind.round" />
      </StyledOption>
      <StyledOption>
        <StyledRadio type="radio" name={name} checked={oneWay} onChange={() => onChange(true)} />
        <FormattedMessage id="tripForm.kind.oneWay" />
      </StyledOption>
    </StyledGroup>
  );
}
