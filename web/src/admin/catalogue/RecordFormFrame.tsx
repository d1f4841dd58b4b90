import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
import { useFocusNewlyInvalid } from '../../ui/useFocusNewlyInvalid';
import { StyledForm, StyledFormAlert } from '../../ui/formStyles';

/** A catalogue form: its fields, what the API said about the whole of it, save and cancel. */
export function RecordFormFrame({
  children,
  formError,
  saving,
  saveLabel,
  cancelTo,
  onSubmit,
}: {
  children: ReactNode;
  formError?: string;
  saving: boolean;
  saveLabel: ReactNode;
  cancelTo: string;
  onSubmit(): void;
}) {
  const form = useRef<HTMLFormElement>(null);
  useFocusNewlyInvalid(form);
  return (
    <StyledForm
      ref={form}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
      <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
        {saveLabel}
      </StyledButton>
      <StyledButton as={Link} to={cancelTo} $block $variant="secondary">
        <FormattedMessage id="admin.catalogue.cancel" />
      </StyledButton>
    </StyledForm>
  );
}
