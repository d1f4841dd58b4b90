import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BikeType } from '../../gql/graphql';
import { StyledFieldError } from '../../ui/formStyles';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { RecordFormFrame } from '../catalogue/RecordFormFrame';
import { bikeTypeNames, bikeTypes } from './bikeTypes';
import { brandsPath } from './brandPaths';

export interface BrandValues {
  name: string;
  bikeTypes: BikeType[];
}

export const brandFields = ['name', 'bike_types'];

const StyledTypes = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 12px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0 0 6px;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: ${({ theme }) => theme.tap};
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

/** A brand's name and the kinds of bike it makes. */
export function BrandForm({
  values,
  errors,
  saving,
  saveLabel,
  onChange,
  onSubmit,
}: {
  values: BrandValues;
  errors: FieldErrors;
  saving: boolean;
  saveLabel: ReactNode;
  onChange(values: BrandValues): void;
  onSubmit(): void;
}) {
  const intl = useIntl();
  const toggle = (type: BikeType, on: boolean) =>
    onChange({
      ...values,
      bikeTypes: on
        ? bikeTypes.filter((each) => each === type || values.bikeTypes.includes(each))
        : values.bikeTypes.filter((each) => each !== type),
    });
  return (
    <RecordFormFrame
      formError={errors.form}
      saving={saving}
      saveLabel={saveLabel}
      cancelTo={brandsPath}
      onSubmit={onSubmit}
    >
      <TextField
        label={<FormattedMessage id="admin.brands.form.name" />}
        error={errors.name}
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <StyledTypes aria-describedby={errors.bike_types ? 'brand-types-error' : undefined}>
        <legend>
          <FormattedMessage id="admin.brands.form.bikeTypes" />
        </legend>
        {bikeTypes.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={values.bikeTypes.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {intl.formatMessage(bikeTypeNames[type])}
          </label>
        ))}
      </StyledTypes>
      {errors.bike_types && (
        <StyledFieldError id="brand-types-error">{errors.bike_types}</StyledFieldError>
      )}
    </RecordFormFrame>
  );
}
