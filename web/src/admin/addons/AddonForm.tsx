import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LabelledField } from '../../ui/LabelledField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { RecordFormFrame } from '../catalogue/RecordFormFrame';
import { StyledTextArea } from '../catalogue/StyledTextArea';
import { addonKindNames, type AddonValues } from './addonForm';
import { addonsPath } from './addonPaths';

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 600;
  input {
    width: 22px;
    height: 22px;
  }
`;

/** An add-on of the catalogue: kind, names, picture key, texts, suggested prices, maximum. */
export function AddonForm({
  values,
  errors,
  saving,
  saveLabel,
  onChange,
  onSubmit,
}: {
  values: AddonValues;
  errors: FieldErrors;
  saving: boolean;
  saveLabel: ReactNode;
  onChange(values: AddonValues): void;
  onSubmit(): void;
}) {
  const intl = useIntl();
  type TextKey = Exclude<keyof AddonValues, 'type' | 'allowMultiple' | 'active'>;
  const text = (key: TextKey, apiField: string, label: ReactNode, numeric = false) => (
    <TextField
      label={label}
      error={errors[apiField]}
      value={values[key]}
      inputMode={numeric ? 'numeric' : undefined}
      onChange={(event) => onChange({ ...values, [key]: event.target.value })}
    />
  );
  const area = (key: TextKey, apiField: string, label: ReactNode) => (
    <LabelledField label={label} error={errors[apiField]}>
      {(control) => (
        <StyledTextArea
          {...control}
          rows={3}
          value={values[key]}
          onChange={(event) => onChange({ ...values, [key]: event.target.value })}
        />
      )}
    </LabelledField>
  );
  const check = (key: 'allowMultiple' | 'active', label: ReactNode) => (
    <StyledCheck>
      <input
        type="checkbox"
        checked={values[key]}
        onChange={(event) => onChange({ ...values, [key]: event.target.checked })}
      />
      {label}
    </StyledCheck>
  );
  return (
    <RecordFormFrame
      formError={errors.form}
      saving={saving}
      saveLabel={saveLabel}
      cancelTo={addonsPath}
      onSubmit={onSubmit}
    >
      <SelectField
        label={<FormattedMessage id="admin.addons.form.kind" />}
        value={values.type}
        onChange={(type) => onChange({ ...values, type: type as AddonValues['type'] })}
      >
        <option value="ACCESSORY">{intl.formatMessage(addonKindNames.ACCESSORY)}</option>
        <option value="SERVICE">{intl.formatMessage(addonKindNames.SERVICE)}</option>
      </SelectField>
      {text('nameEn', 'name_en', <FormattedMessage id="admin.addons.form.nameEn" />)}
      {text('nameVn', 'name_vn', <FormattedMessage id="admin.addons.form.nameVn" />)}
      <TextField
        label={<FormattedMessage id="admin.addons.form.icon" />}
        hint={<FormattedMessage id="admin.addons.form.iconHint" />}
        error={errors.icon}
        value={values.icon}
        autoCapitalize="none"
        onChange={(event) => onChange({ ...values, icon: event.target.value })}
      />
      {area(
        'explanationEn',
        'explanation_en',
        <FormattedMessage id="admin.addons.form.explanationEn" />,
      )}
      {area(
        'explanationVn',
        'explanation_vn',
        <FormattedMessage id="admin.addons.form.explanationVn" />,
      )}
      {text(
        'pricePerDay',
        'price_per_day',
        <FormattedMessage id="admin.addons.form.pricePerDay" />,
        true,
      )}
      {text(
        'oneTimePrice',
        'one_time_price',
        <FormattedMessage id="admin.addons.form.oneTimePrice" />,
        true,
      )}
      {text(
        'maxQuantity',
        'max_quantity',
        <FormattedMessage id="admin.addons.form.maxQuantity" />,
        true,
      )}
      {check('allowMultiple', <FormattedMessage id="admin.addons.form.allowMultiple" />)}
      {check('active', <FormattedMessage id="admin.addons.form.active" />)}
    </RecordFormFrame>
  );
}
