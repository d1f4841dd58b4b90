import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { Language } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { LabelledField } from '../../ui/LabelledField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { StyledForm, StyledFormAlert, StyledInput } from '../../ui/formStyles';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { focusFirstInvalidSoon } from '../../ui/useFocusNewlyInvalid';

export const ShopOwnerFormFragment = graphql(`
  fragment ShopOwnerForm_shopOwner on ShopOwner {
    id
    userName
    name
    email
    phone
    arrangements
    language
  }
`);

export interface OwnerValues {
  userName: string;
  name: string;
  email: string;
  phone: string;
  arrangements: string;
  language: Language;
}

export const blankOwner: OwnerValues = {
  userName: '',
  name: '',
  email: '',
  phone: '',
  arrangements: '',
  language: 'EN' as Language,
};

export interface ApiUserError {
  field?: string | null;
  message: string;
  code: string;
}

type FieldName = keyof OwnerValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The API names `userName` as `username` in its userErrors. */
const fieldOfApi: Record<string, FieldName> = {
  username: 'userName',
  userName: 'userName',
  name: 'name',
  email: 'email',
  phone: 'phone',
  arrangements: 'arrangements',
  language: 'language',
};

const StyledTextarea = styled(StyledInput).attrs({ as: 'textarea' })`
  min-height: 96px;
  resize: vertical;
`;

/** The API's message for a field, in the admin's language when it is a known case. */
function errorText(intl: ReturnType<typeof useIntl>, error: ApiUserError): string {
  if (error.code === 'ALREADY_EXISTS' && error.field === 'username')
    return intl.formatMessage({ id: 'admin.owners.error.userNameTaken' });
  if (error.code === 'ALREADY_EXISTS' && error.field === 'email')
    return intl.formatMessage({ id: 'admin.owners.error.emailTaken' });
  if (error.field === 'username') return intl.formatMessage({ id: 'admin.owners.error.userName' });
  if (error.field === 'email') return intl.formatMessage({ id: 'admin.owners.error.email' });
  if (error.field === 'phone') return intl.formatMessage({ id: 'admin.owners.error.phone' });
  if (error.field === 'name' && error.code === 'REQUIRED')
    return intl.formatMessage({ id: 'admin.owners.error.required' });
  if (error.code === 'TOO_LONG') return intl.formatMessage({ id: 'admin.owners.error.tooLong' });
  return error.message;
}

/** Splits the API's userErrors by field; what belongs to no field goes above the form. */
export function placeUserErrors(
  intl: ReturnType<typeof useIntl>,
  userErrors: readonly ApiUserError[],
): { fields: FieldErrors; whole: string | null } {
  const fields: FieldErrors = {};
  let whole: string | null = null;
  for (const error of userErrors) {
    const field = error.field ? fieldOfApi[error.field] : undefined;
    if (field) fields[field] ??= errorText(intl, error);
    else whole ??= errorText(intl, error);
  }
  return { fields, whole };
}

/**
 * A shop owner's details (create: with the username, which cannot change later). `onSave`
 * answers with the API's userErrors (shown at their fields) or null when saved; leaving with
 * unsaved changes asks first (useLeaveGuard).
 */
export function ShopOwnerForm({
  initial,
  creating,
  submitLabel,
  fallback,
  onSave,
}: {
  initial: OwnerValues;
  creating: boolean;
  submitLabel: React.ReactNode;
  /** Where "back" goes when the page was opened directly. */
  fallback: string;
  /** Saves; the API's userErrors when refused; `leave` lets the screen move on unasked. */
  onSave(values: OwnerValues, leave: (to: string) => void): Promise<readonly ApiUserError[] | null>;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const guard = useLeaveGuard(dirty, fallback);

  const set = (key: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const checkLocally = (): boolean => {
    const missing: FieldErrors = {};
    const required = intl.formatMessage({ id: 'admin.owners.error.required' });
    if (creating && !values.userName.trim()) missing.userName = required;
    if (!values.name.trim()) missing.name = required;
    if (!values.email.trim()) missing.email = required;
    setErrors(missing);
    const fine = Object.keys(missing).length === 0;
    setFormError(fine ? null : intl.formatMessage({ id: 'admin.owners.form.fix' }));
    if (!fine) focusFirstInvalidSoon();
    return fine;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !checkLocally()) return;
    setSaving(true);
    try {
      const userErrors = await onSave(values, (to) => guard.leave({ to }));
      if (userErrors && userErrors.length > 0) {
        const placed = placeUserErrors(intl, userErrors);
        setErrors(placed.fields);
        setFormError(placed.whole ?? intl.formatMessage({ id: 'admin.owners.form.fix' }));
        focusFirstInvalidSoon();
      } else {
        setSaved(values);
        setFormError(null);
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'admin.owners.form.connection' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledForm noValidate onSubmit={submit}>
      {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
      {creating && (
        <TextField
          label={<FormattedMessage id="admin.owners.field.userName" />}
          hint={<FormattedMessage id="admin.owners.field.userNameHint" />}
          error={errors.userName}
          value={values.userName}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          onChange={(event) => set('userName')(event.target.value)}
        />
      )}
      <TextField
        label={<FormattedMessage id="admin.owners.field.name" />}
        error={errors.name}
        value={values.name}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={<FormattedMessage id="admin.owners.field.email" />}
        hint={creating ? <FormattedMessage id="admin.owners.field.emailHint" /> : undefined}
        error={errors.email}
        type="email"
        value={values.email}
        autoComplete="off"
        maxLength={254}
        onChange={(event) => set('email')(event.target.value)}
      />
      <TextField
        label={<FormattedMessage id="admin.owners.field.phone" />}
        error={errors.phone}
        type="tel"
        value={values.phone}
        autoComplete="off"
        maxLength={30}
        onChange={(event) => set('phone')(event.target.value)}
      />
      <SelectField
        label={<FormattedMessage id="admin.owners.field.language" />}
        hint={<FormattedMessage id="admin.owners.field.languageHint" />}
        error={errors.language}
        value={values.language}
        onChange={set('language')}
      >
        <option value="EN">English</option>
        <option value="VN">Tiếng Việt</option>
      </SelectField>
      <LabelledField
        label={<FormattedMessage id="admin.owners.field.arrangements" />}
        hint={<FormattedMessage id="admin.owners.field.arrangementsHint" />}
        error={errors.arrangements}
      >
        {(control) => (
          <StyledTextarea
            {...control}
            value={values.arrangements}
            maxLength={2000}
            onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) =>
              set('arrangements')(event.target.value)
            }
          />
        )}
      </LabelledField>
      <StyledButton type="submit" disabled={saving} aria-busy={saving} $block>
        {submitLabel}
      </StyledButton>
      <ConfirmSheet
        open={guard.asking !== null}
        title={<FormattedMessage id="admin.owners.unsaved.title" />}
        confirmLabel={<FormattedMessage id="admin.owners.unsaved.leave" />}
        cancelLabel={<FormattedMessage id="admin.owners.unsaved.stay" />}
        danger
        onConfirm={guard.confirmLeave}
        onCancel={guard.stay}
      >
        <p>
          <FormattedMessage id="admin.owners.unsaved.text" />
        </p>
      </ConfirmSheet>
    </StyledForm>
  );
}
