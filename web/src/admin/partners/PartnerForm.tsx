import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { PartnerForm_QueryFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { LabelledField } from '../../ui/LabelledField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useFocusNewlyInvalid } from '../../ui/useFocusNewlyInvalid';
import { StyledForm, StyledFormAlert, StyledInput } from '../../ui/formStyles';
import { kindLabels, partnerKinds, type PartnerKindName } from './partnerMessages';

/** The shops a marketing partner can be tied to (those travellers see, by name). */
export const PartnerFormQueryFragment = graphql(`
  fragment PartnerForm_query on Query {
    publicShops(first: 100) {
      nodes {
        id
        name
      }
    }
  }
`);

export interface PartnerValues {
  name: string;
  kind: PartnerKindName;
  email: string;
  phone: string;
  /** Typed only to set a new one (rental partners). */
  password: string;
  /** The shop's global id, '' for none (marketing partners). */
  storeId: string;
  arrangements: string;
}

export type PartnerField = keyof PartnerValues;

/** The API's snake_case field of a user error, as a field of this form. */
export function partnerFieldOf(apiField: string): PartnerField | undefined {
  const fields: Record<string, PartnerField> = {
    name: 'name',
    kind: 'kind',
    email: 'email',
    phone: 'phone',
    password: 'password',
    store_id: 'storeId',
    arrangements: 'arrangements',
  };
  return fields[apiField];
}

export const emptyPartner = (kind: PartnerKindName): PartnerValues => ({
  name: '',
  kind,
  email: '',
  phone: '',
  password: '',
  storeId: '',
  arrangements: '',
});

const StyledTextarea = styled(StyledInput).attrs({ as: 'textarea' })`
  min-height: 6rem;
  resize: vertical;
`;

/**
 * A partner's details: a rental partner may have a password (to sign in), a marketing partner a
 * shop. The API's refusals show at their fields (`errors`), the rest in the alert (`formError`).
 */
export function PartnerForm({
  initial,
  choices,
  extraShop,
  errors,
  formError,
  saving,
  submitLabel,
  onSubmit,
}: {
  initial: PartnerValues;
  choices: PartnerForm_QueryFragment;
  /** The partner's own shop when travellers no longer see it (not among the choices). */
  extraShop?: { id: string; name: string } | null;
  errors: Partial<Record<PartnerField, string>>;
  formError: string | null;
  saving: boolean;
  submitLabel: React.ReactNode;
  onSubmit(values: PartnerValues): void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const set = (field: PartnerField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const input =
    (field: PartnerField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field)(event.target.value);
  const shops = choices.publicShops.nodes;
  const form = useRef<HTMLFormElement>(null);
  useFocusNewlyInvalid(form);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <StyledForm ref={form} noValidate onSubmit={submit}>
      {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
      <TextField
        label={<FormattedMessage id="admin.partners.form.name" />}
        value={values.name}
        onChange={input('name')}
        error={errors.name}
        required
        maxLength={100}
        autoComplete="off"
      />
      <SelectField
        label={<FormattedMessage id="admin.partners.form.kind" />}
        value={values.kind}
        onChange={(value) => set('kind')(value)}
        error={errors.kind}
      >
        {partnerKinds.map((kind) => (
          <option key={kind} value={kind}>
            {intl.formatMessage(kindLabels[kind])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={<FormattedMessage id="admin.partners.form.email" />}
        hint={<FormattedMessage id="admin.partners.form.emailHint" />}
        type="email"
        value={values.email}
        onChange={input('email')}
        error={errors.email}
        autoComplete="off"
      />
      <TextField
        label={<FormattedMessage id="admin.partners.form.phone" />}
        type="tel"
        value={values.phone}
        onChange={input('phone')}
        error={errors.phone}
        autoComplete="off"
      />
      {values.kind === 'RENTAL' ? (
        <TextField
          label={<FormattedMessage id="admin.partners.form.password" />}
          hint={<FormattedMessage id="admin.partners.form.passwordHint" />}
          type="password"
          value={values.password}
          onChange={input('password')}
          error={errors.password}
          autoComplete="new-password"
        />
      ) : (
        <SelectField
          label={<FormattedMessage id="admin.partners.form.shop" />}
          hint={<FormattedMessage id="admin.partners.form.shopHint" />}
          value={values.storeId}
          onChange={(value) => set('storeId')(value)}
          error={errors.storeId}
          placeholder={intl.formatMessage({ id: 'admin.partners.form.noShop' })}
        >
          {extraShop && !shops.some((shop) => shop.id === extraShop.id) && (
            <option value={extraShop.id}>{extraShop.name}</option>
          )}
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      )}
      <LabelledField
        label={<FormattedMessage id="admin.partners.form.arrangements" />}
        hint={<FormattedMessage id="admin.partners.form.arrangementsHint" />}
        error={errors.arrangements}
      >
        {(control) => (
          <StyledTextarea
            {...control}
            value={values.arrangements}
            onChange={input('arrangements')}
            maxLength={2000}
          />
        )}
      </LabelledField>
      <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
        {saving ? <FormattedMessage id="admin.partners.form.saving" /> : submitLabel}
      </StyledButton>
    </StyledForm>
  );
}

/** What `createPartner` takes: blank optional fields left out, a password only for rental. */
export function createInput(values: PartnerValues) {
  const optional = (value: string) => value.trim() || undefined;
  return {
    name: values.name.trim(),
    kind: values.kind,
    email: optional(values.email),
    phone: optional(values.phone),
    arrangements: optional(values.arrangements),
    password: values.kind === 'RENTAL' ? values.password || undefined : undefined,
    storeId: values.kind === 'MARKETING' ? values.storeId || undefined : undefined,
  };
}

/** What `updatePartner` takes: cleared fields as null; the password only when a new one is typed. */
export function updateInput(id: string, values: PartnerValues) {
  const clearable = (value: string) => value.trim() || null;
  return {
    id,
    name: values.name.trim(),
    kind: values.kind,
    email: clearable(values.email),
    phone: clearable(values.phone),
    arrangements: clearable(values.arrangements),
    password: values.kind === 'RENTAL' && values.password ? values.password : undefined,
    storeId: values.kind === 'MARKETING' ? values.storeId || null : null,
  };
}
