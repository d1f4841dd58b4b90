import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { StyledField, StyledInput, StyledLabel, StyledSelect } from './formStyles';
import { phoneCountries } from './phoneCountries';
import { fieldIds, type DriverField, type DriverValues, type ErrorText } from './reservationErrors';
import { StyledCard, StyledCardTitle, StyledMuted } from './styles';
import { useIsClient } from '../../ui/useIsClient';

const driverId = 'reservation-driver';
const phoneCountryId = 'reservation-phone-country';

type TextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'phoneRegion';

const StyledNames = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

/** Code above number: country names stay whole on a 360px screen. */
const StyledPhone = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 6px;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
  }
`;

const StyledSmallLabel = styled.label`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface DriverFormProps {
  values: DriverValues;
  errors: Partial<Record<DriverField, ErrorText>>;
  onChange(field: TextField, value: string): void;
  onBlur(field: DriverField): void;
}

function errorId(field: DriverField) {
  return `${fieldIds[field]}-error`;
}

/** Who rides: names as in the passport, where the confirmation goes, how the shop calls. */
export function DriverForm({ values, errors, onChange, onBlur }: DriverFormProps) {
  const intl = useIntl();
  const isClient = useIsClient();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
    return phoneCountries
      .map((country) => ({ ...country, name: names.of(country.region) ?? country.region }))
      .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [intl.locale]);

  const error = (field: DriverField): ReactNode => {
    const text = errors[field];
    return text ? (
      <FieldError id={errorId(field)}>{intl.formatMessage(text.message, text.values)}</FieldError>
    ) : null;
  };
  const invalid = (field: DriverField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  return (
    <StyledCard aria-labelledby={driverId}>
      <StyledCardTitle id={driverId}>
        <FormattedMessage id="reservation.driver.title" />
      </StyledCardTitle>
      <StyledMuted>
        <FormattedMessage id="reservation.driver.text" />
      </StyledMuted>
      <StyledNames>
        <StyledField>
          <StyledLabel htmlFor={fieldIds.firstName}>
            <FormattedMessage id="reservation.driver.firstName" />
          </StyledLabel>
          <StyledInput
            id={fieldIds.firstName}
            name="firstName"
            autoComplete="given-name"
            aria-required="true"
            value={values.firstName}
            onChange={(event) => onChange('firstName', event.target.value)}
            onBlur={() => onBlur('firstName')}
            {...invalid('firstName')}
          />
          {error('firstName')}
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={fieldIds.lastName}>
            <FormattedMessage id="reservation.driver.lastName" />
          </StyledLabel>
          <StyledInput
            id={fieldIds.lastName}
            name="lastName"
            autoComplete="family-name"
            aria-required="true"
            value={values.lastName}
            onChange={(event) => onChange('lastName', event.target.value)}
            onBlur={() => onBlur('lastName')}
            {...invalid('lastName')}
          />
          {error('lastName')}
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={fieldIds.email}>
            <FormattedMessage id="reservation.driver.email" />
          </StyledLabel>
          <StyledInput
            id={fieldIds.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            value={values.email}
            onChange={(event) => onChange('email', event.target.value)}
            onBlur={() => onBlur('email')}
            {...invalid('email')}
          />
          {error('email')}
        </StyledField>
        <StyledFieldset>
          <legend>
            <FormattedMessage id="reservation.driver.phone" />
          </legend>
          <StyledPhone>
            <StyledField>
              <StyledSmallLabel htmlFor={phoneCountryId}>
                <FormattedMessage id="reservation.driver.phoneCountry" />
              </StyledSmallLabel>
              <StyledSelect
                id={phoneCountryId}
                name="phoneCountry"
                value={values.phoneRegion}
                onChange={(event) => onChange('phoneRegion', event.target.value)}
              >
                {/* The countries' names are the browser's own (Intl), and its default country
                    comes from its languages: not rendered on the server, nor while hydrating. */}
                {isClient &&
                  countries.map((country) => (
                    <option key={country.region} value={country.region}>
                      {`+${country.dial} ${country.name}`}
                    </option>
                  ))}
              </StyledSelect>
            </StyledField>
            <StyledField>
              <StyledSmallLabel htmlFor={fieldIds.phone}>
                <FormattedMessage id="reservation.driver.phoneNumber" />
              </StyledSmallLabel>
              <StyledInput
                id={fieldIds.phone}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                aria-required="true"
                value={values.phoneNumber}
                onChange={(event) => onChange('phoneNumber', event.target.value)}
                onBlur={() => onBlur('phone')}
                {...invalid('phone')}
              />
            </StyledField>
          </StyledPhone>
          {error('phone')}
        </StyledFieldset>
      </StyledNames>
    </StyledCard>
  );
}
