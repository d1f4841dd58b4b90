import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';

const StyledBody = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: grid;
  gap: 8px;
`;

/** Spec section 5: quitting a reservation warns that what was entered is lost. */
export function QuitConfirm({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}) {
  return (
    <Sheet
      open={open}
      onClose={onStay}
      full={false}
      title={<FormattedMessage id="reservation.quit.title" />}
    >
      <StyledBody>
        <p>
          <FormattedMessage id="reservation.quit.text" />
        </p>
        <StyledActions>
          <StyledButton type="button" $block onClick={onStay}>
            <FormattedMessage id="reservation.quit.stay" />
          </StyledButton>
          <StyledButton type="button" $block $variant="secondary" onClick={onLeave}>
            <FormattedMessage id="reservation.quit.leave" />
          </StyledButton>
        </StyledActions>
      </StyledBody>
    </Sheet>
  );
}
