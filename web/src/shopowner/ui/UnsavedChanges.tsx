import { FormattedMessage } from 'react-intl';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ConfirmSheet } from '../../ui/ConfirmSheet';

/**
 * Spec section 5: leaving an edit with unsaved changes warns that they will be lost (the
 * app's links, the back button, closing the tab). `useUnsavedChanges(dirty, fallback)`; after
 * saving, leave with `guard.leave({ to })`, which does not ask.
 */
export function useUnsavedChanges(dirty: boolean, fallback: string) {
  return useLeaveGuard(dirty, fallback);
}

export function UnsavedChangesSheet({
  guard,
  booking = false,
}: {
  guard: ReturnType<typeof useUnsavedChanges>;
  /** A booking's changes: the owner is asked to discuss them with the customer. */
  booking?: boolean;
}) {
  return (
    <ConfirmSheet
      open={guard.asking !== null}
      title={<FormattedMessage id="owner.unsaved.title" />}
      confirmLabel={<FormattedMessage id="owner.unsaved.leave" />}
      cancelLabel={<FormattedMessage id="owner.unsaved.stay" />}
      danger
      onConfirm={guard.confirmLeave}
      onCancel={guard.stay}
    >
      <p>
        <FormattedMessage id="owner.unsaved.text" />
      </p>
      {booking && (
        <p>
          <FormattedMessage id="owner.unsaved.booking" />
        </p>
      )}
    </ConfirmSheet>
  );
}
