import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from './Button';
import { Sheet } from './Sheet';

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

/**
 * Asks once more before something that cannot be undone or that travellers notice (deleting,
 * going offline, cancelling a booking). The safe choice comes first; `busy` while it runs.
 */
export function ConfirmSheet({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = <FormattedMessage id="kit.confirm.keep" />,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Sheet open={open} onClose={onCancel} full={false} title={title}>
      <StyledBody>
        {children}
        <StyledActions>
          <StyledButton type="button" $block $variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </StyledButton>
          <StyledButton
            type="button"
            $block
            $variant={danger ? 'danger' : 'primary'}
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </StyledButton>
        </StyledActions>
      </StyledBody>
    </Sheet>
  );
}
