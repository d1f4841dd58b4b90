import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { RecordFormFrame } from '../catalogue/RecordFormFrame';
import { StyledTextArea } from '../catalogue/StyledTextArea';
import { LabelledField } from '../../ui/LabelledField';
import { citiesPath } from './cityPaths';
import type { CityValues } from './cityForm';

/** A city's names, slug, centre, texts and picture (`picture`: the upload field). */
export function CityForm({
  values,
  errors,
  saving,
  saveLabel,
  picture,
  onChange,
  onSubmit,
}: {
  values: CityValues;
  errors: FieldErrors;
  saving: boolean;
  saveLabel: ReactNode;
  picture: ReactNode;
  onChange(values: CityValues): void;
  onSubmit(): void;
}) {
  const text = (field: keyof CityValues, apiField: string, label: ReactNode, hint?: ReactNode) => (
    <TextField
      label={label}
      hint={hint}
      error={errors[apiField]}
      value={values[field]}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
    />
  );
  const area = (field: keyof CityValues, apiField: string, label: ReactNode) => (
    <LabelledField label={label} error={errors[apiField]}>
      {(control) => (
        <StyledTextArea
          {...control}
          rows={4}
          value={values[field]}
          onChange={(event) => onChange({ ...values, [field]: event.target.value })}
        />
      )}
    </LabelledField>
  );
  return (
    <RecordFormFrame
      formError={errors.form}
      saving={saving}
      saveLabel={saveLabel}
      cancelTo={citiesPath}
      onSubmit={onSubmit}
    >
      {text('nameEn', 'name_en', <FormattedMessage id="admin.cities.form.nameEn" />)}
      {text('nameVn', 'name_vn', <FormattedMessage id="admin.cities.form.nameVn" />)}
      {text(
        'slug',
        'slug',
        <FormattedMessage id="admin.cities.form.slug" />,
        <FormattedMessage id="admin.cities.form.slugHint" />,
      )}
      {text('latitude', 'latitude', <FormattedMessage id="admin.cities.form.latitude" />)}
      {text('longitude', 'longitude', <FormattedMessage id="admin.cities.form.longitude" />)}
      {area(
        'descriptionEn',
        'description_en',
        <FormattedMessage id="admin.cities.form.descriptionEn" />,
      )}
      {area(
        'descriptionVn',
        'description_vn',
        <FormattedMessage id="admin.cities.form.descriptionVn" />,
      )}
      {picture}
    </RecordFormFrame>
  );
}
