import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
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
  const invalidBefore = useRef<string[]>([]);
  // Save sits at the foot of the form: a field newly marked wrong above it would be out of
  // view, and the person would see nothing happen. Bring the first such field to them.
  useEffect(() => {
    const invalid = [...(form.current?.querySelectorAll('[aria-invalid="true"]') ?? [])];
    const ids = invalid.map((field) => field.id);
    const newly = invalid.find((field) => !invalidBefore.current.includes(field.id));
    invalidBefore.current = ids;
    if (newly instanceof HTMLElement) newly.focus();
  });
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
