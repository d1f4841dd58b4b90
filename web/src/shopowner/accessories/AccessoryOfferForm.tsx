import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import {
  StyledCard,
  StyledFieldError,
  StyledForm,
  StyledFormAlert,
  StyledLabel,
} from '../../ui/formStyles';
import type { OfferErrors, OfferValues } from './accessoryOffer';

const StyledShops = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: 600;
  }
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.tap};
  overflow-wrap: anywhere;
  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
    margin: 0;
  }
`;

export interface OfferShop {
  id: string;
  name: string;
}

/** Prices, maximum and shops of one catalogue add-on (adding and editing). */
export function AccessoryOfferForm({
  values,
  onChange,
  errors,
  maxAllowed,
  shops,
  saving,
  submitLabel,
  onSubmit,
  top,
  extraActions,
}: {
  values: OfferValues;
  onChange(values: OfferValues): void;
  errors: OfferErrors;
  /** The catalogue's maximum; 0 while nothing is chosen. */
  maxAllowed: number;
  shops: readonly OfferShop[];
  saving: boolean;
  submitLabel: ReactNode;
  onSubmit(): void;
  top?: ReactNode;
  extraActions?: ReactNode;
}) {
  const intl = useIntl();
  const shopsErrorId = useId();
  const set = (field: 'pricePerDay' | 'oneTimePrice' | 'maxQuantity') => ({
    value: values[field],
    error: errors[field],
    inputMode: 'numeric' as const,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...values, [field]: event.target.value }),
  });
  const toggleShop = (id: string, on: boolean) =>
    onChange({
      ...values,
      storeIds: on ? [...values.storeIds, id] : values.storeIds.filter((other) => other !== id),
    });
  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSubmit();
      }}
    >
      {errors.form && <StyledFormAlert role="alert">{errors.form}</StyledFormAlert>}
      <StyledCard>
        {top}
        <TextField
          label={<FormattedMessage id="owner.accessories.form.pricePerDay" />}
          hint={<FormattedMessage id="owner.accessories.form.priceHint" />}
          {...set('pricePerDay')}
        />
        <TextField
          label={<FormattedMessage id="owner.accessories.form.oneTimePrice" />}
          hint={<FormattedMessage id="owner.accessories.form.priceHint" />}
          {...set('oneTimePrice')}
        />
        <TextField
          label={<FormattedMessage id="owner.accessories.form.maxQuantity" />}
          hint={
            maxAllowed > 0
              ? intl.formatMessage({ id: 'owner.accessories.form.maxHint' }, { max: maxAllowed })
              : undefined
          }
          {...set('maxQuantity')}
        />
        <StyledShops aria-describedby={errors.storeIds ? shopsErrorId : undefined}>
          <StyledLabel as="legend">
            <FormattedMessage id="owner.accessories.form.shops" />
          </StyledLabel>
          {shops.map((shop) => (
            <StyledCheck key={shop.id}>
              <input
                type="checkbox"
                checked={values.storeIds.includes(shop.id)}
                onChange={(event) => toggleShop(shop.id, event.target.checked)}
              />
              {shop.name}
            </StyledCheck>
          ))}
          {errors.storeIds && (
            <StyledFieldError id={shopsErrorId}>{errors.storeIds}</StyledFieldError>
          )}
        </StyledShops>
      </StyledCard>
      <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
        {submitLabel}
      </StyledButton>
      {extraActions}
    </StyledForm>
  );
}
