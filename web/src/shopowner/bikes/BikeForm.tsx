import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { BikeForm_ChoicesFragment } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { SelectField } from '../../ui/SelectField';
import {
  StyledCard,
  StyledCardTitle,
  StyledFieldError,
  StyledForm,
  StyledFormAlert,
  StyledHint,
} from '../../ui/formStyles';
import { BikePhotoField } from './BikePhotoField';
import {
  checkValues,
  type BikeFormValues,
  type FieldErrors,
  type Gear,
  type ShopChoice,
} from './bikeFormValues';
import { photoViews, type useBikePhotos } from './useBikePhotos';

// The form starts from these and keeps its own copy, so the screens spread them @unmask.
export const BikeForm_bike = graphql(`
  fragment BikeForm_bike on Bike {
    id
    name
    bikeType
    gearType
    power
    weight
    topSpeed
    defaultPrice
    depositPrice
    showDepositPrice
    passport
    copyOfPassport
    minimumAge
    showMinimumAge
    driversLicenseCategory
    showDriversLicenseCategory
    drivingExperience
    showDrivingExperience
    category {
      id
    }
    brand {
      id
    }
    bikeName {
      id
    }
    photos {
      side
      front
      back
    }
    shopBikes {
      id
      storeDatabaseId
      unitCount
      exceptionPrice
    }
  }
`);

export const BikeForm_choices = graphql(`
  fragment BikeForm_choices on Query {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    brands(first: 100) {
      nodes {
        id
        name
        bikeNames {
          id
          name
        }
      }
    }
    categories(first: 100) {
      nodes {
        id
        name {
          en
          vn
        }
      }
    }
    bikeTypes {
      value
      label {
        en
        vn
      }
    }
  }
`);

const StyledGears = styled.fieldset`
  display: grid;
  gap: 4px;
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

const StyledShop = styled.fieldset`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 12px 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    float: left;
    padding: 0;
  }
`;

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 600;
  overflow-wrap: anywhere;
  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
  }
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: 12px;
`;

const StyledActions = styled.div`
  display: grid;
  gap: 12px;
`;

const newShopChoice: ShopChoice = { offered: false, units: '1', price: '' };

const gears = defineMessages({
  AUTOMATIC: { id: 'owner.bikes.gear.automatic' },
  SEMI_AUTOMATIC: { id: 'owner.bikes.gear.semiAutomatic' },
  MANUAL: { id: 'owner.bikes.gear.manual' },
});

export interface SaveOutcome {
  fields: FieldErrors;
  form: string[];
}

/**
 * Every field of the bike (spec section 3), its photos and the shops that offer it. `onSave`
 * answers the API's errors, which appear beside their fields.
 */
export function BikeForm({
  values,
  onChange,
  choices,
  currentPhotos,
  photos,
  saving,
  onSave,
  extraActions,
}: {
  values: BikeFormValues;
  onChange(values: BikeFormValues): void;
  choices: BikeForm_ChoicesFragment;
  currentPhotos: { side: string | null; front: string | null; back: string | null };
  photos: ReturnType<typeof useBikePhotos>;
  saving: boolean;
  onSave(): Promise<SaveOutcome | null>;
  extraActions?: ReactNode;
}) {
  const intl = useIntl();
  const choose = intl.formatMessage({ id: 'owner.bikes.choose' });
  const { language } = useLanguage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const set = <K extends keyof BikeFormValues>(key: K, value: BikeFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const setShop = (storeId: string, change: Partial<ShopChoice>) =>
    onChange({
      ...values,
      shops: {
        ...values.shops,
        [storeId]: { ...(values.shops[storeId] ?? newShopChoice), ...change },
      },
    });

  const brand = choices.brands.nodes.find((node) => node.id === values.brandId);
  const chooseModel = (bikeNameId: string) => {
    const before = brand?.bikeNames.find((model) => model.id === values.bikeNameId);
    const model = brand?.bikeNames.find((node) => node.id === bikeNameId);
    const keepName = values.name.trim() && values.name !== before?.name;
    onChange({ ...values, bikeNameId, name: keepName || !model ? values.name : model.name });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = checkValues(values, {
      required: intl.formatMessage({ id: 'owner.bikes.error.required' }),
      choose: intl.formatMessage({ id: 'owner.bikes.error.choose' }),
      number: intl.formatMessage({ id: 'owner.bikes.error.number' }),
      shops: intl.formatMessage({ id: 'owner.bikes.error.shops' }),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormErrors([intl.formatMessage({ id: 'owner.bikes.error.check' })]);
      return;
    }
    if (photos.sending || photos.failed) {
      setFormErrors([intl.formatMessage({ id: 'owner.bikes.error.photos' })]);
      return;
    }
    setFormErrors([]);
    const outcome = await onSave();
    if (outcome) {
      setErrors(outcome.fields);
      setFormErrors(
        outcome.form.length > 0 || Object.keys(outcome.fields).length === 0
          ? outcome.form
          : [intl.formatMessage({ id: 'owner.bikes.error.check' })],
      );
    }
  };

  const numberField = (
    key: 'power' | 'weight' | 'topSpeed' | 'defaultPrice' | 'depositPrice',
    label: ReactNode,
    decimal = false,
  ) => (
    <TextField
      label={label}
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={values[key]}
      error={errors[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );

  return (
    <StyledForm noValidate onSubmit={submit}>
      {formErrors.length > 0 && (
        <StyledFormAlert role="alert">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </StyledFormAlert>
      )}
      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.bikes.section.bike" />
        </StyledCardTitle>
        <SelectField
          placeholder={choose}
          label={<FormattedMessage id="owner.bikes.field.brand" />}
          value={values.brandId}
          error={errors.brandId}
          onChange={(brandId) => onChange({ ...values, brandId, bikeNameId: '' })}
        >
          {choices.brands.nodes.map((node) => (
            <option key={node.id} value={node.id}>
              {node.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          placeholder={choose}
          label={<FormattedMessage id="owner.bikes.field.model" />}
          value={values.bikeNameId}
          error={errors.bikeNameId}
          onChange={chooseModel}
        >
          {(brand?.bikeNames ?? []).map((node) => (
            <option key={node.id} value={node.id}>
              {node.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<FormattedMessage id="owner.bikes.field.name" />}
          hint={<FormattedMessage id="owner.bikes.field.nameHint" />}
          value={values.name}
          maxLength={100}
          error={errors.name}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <SelectField
          placeholder={choose}
          label={<FormattedMessage id="owner.bikes.field.category" />}
          value={values.categoryId}
          error={errors.categoryId}
          onChange={(categoryId) => set('categoryId', categoryId)}
        >
          {choices.categories.nodes.map((node) => (
            <option key={node.id} value={node.id}>
              {node.name[language]}
            </option>
          ))}
        </SelectField>
        <SelectField
          placeholder={choose}
          label={<FormattedMessage id="owner.bikes.field.type" />}
          value={values.bikeType}
          error={errors.bikeType}
          onChange={(bikeType) => set('bikeType', bikeType)}
        >
          {choices.bikeTypes.map((node) => (
            <option key={node.value} value={node.value}>
              {node.label[language]}
            </option>
          ))}
        </SelectField>
        <StyledGears aria-invalid={errors.gearType ? true : undefined}>
          <legend>
            <FormattedMessage id="owner.bikes.field.gear" />
          </legend>
          {(['AUTOMATIC', 'SEMI_AUTOMATIC', 'MANUAL'] as Gear[]).map((gear) => (
            <label key={gear}>
              <input
                type="radio"
                name="gear"
                value={gear}
                checked={values.gearType === gear}
                onChange={() => set('gearType', gear)}
              />
              <FormattedMessage {...gears[gear]} />
            </label>
          ))}
          {errors.gearType && <StyledFieldError>{errors.gearType}</StyledFieldError>}
        </StyledGears>
        <StyledPair>
          {numberField('power', <FormattedMessage id="owner.bikes.field.power" />, true)}
          {numberField('weight', <FormattedMessage id="owner.bikes.field.weight" />)}
        </StyledPair>
        {numberField('topSpeed', <FormattedMessage id="owner.bikes.field.topSpeed" />)}
      </StyledCard>

      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.bikes.section.photos" />
        </StyledCardTitle>
        <StyledHint>
          <FormattedMessage id="owner.bikes.photo.hint" />
        </StyledHint>
        {photoViews.map((view) => (
          <BikePhotoField
            key={view}
            view={view}
            current={currentPhotos[view]}
            photo={photos.photos[view]}
            onPick={(file) => photos.pick(view, file)}
            onRetry={() => photos.retry(view)}
          />
        ))}
      </StyledCard>

      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.bikes.section.price" />
        </StyledCardTitle>
        {numberField('defaultPrice', <FormattedMessage id="owner.bikes.field.defaultPrice" />)}
        {numberField('depositPrice', <FormattedMessage id="owner.bikes.field.deposit" />)}
        <Switch
          label={<FormattedMessage id="owner.bikes.field.showDeposit" />}
          checked={values.showDepositPrice}
          onChange={(checked) => set('showDepositPrice', checked)}
        />
      </StyledCard>

      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.bikes.section.requirements" />
        </StyledCardTitle>
        <Switch
          label={<FormattedMessage id="owner.bikes.field.passport" />}
          checked={values.passport}
          onChange={(checked) => set('passport', checked)}
        />
        <Switch
          label={<FormattedMessage id="owner.bikes.field.copyOfPassport" />}
          checked={values.copyOfPassport}
          onChange={(checked) => set('copyOfPassport', checked)}
        />
        <TextField
          label={<FormattedMessage id="owner.bikes.field.minimumAge" />}
          inputMode="numeric"
          value={values.minimumAge}
          error={errors.minimumAge}
          onChange={(event) => set('minimumAge', event.currentTarget.value)}
        />
        <Switch
          label={<FormattedMessage id="owner.bikes.field.showMinimumAge" />}
          checked={values.showMinimumAge}
          onChange={(checked) => set('showMinimumAge', checked)}
        />
        <TextField
          label={<FormattedMessage id="owner.bikes.field.licence" />}
          hint={<FormattedMessage id="owner.bikes.field.licenceHint" />}
          value={values.driversLicenseCategory}
          maxLength={20}
          error={errors.driversLicenseCategory}
          onChange={(event) => set('driversLicenseCategory', event.currentTarget.value)}
        />
        <Switch
          label={<FormattedMessage id="owner.bikes.field.showLicence" />}
          checked={values.showDriversLicenseCategory}
          onChange={(checked) => set('showDriversLicenseCategory', checked)}
        />
        <TextField
          label={<FormattedMessage id="owner.bikes.field.experience" />}
          inputMode="numeric"
          value={values.drivingExperience}
          error={errors.drivingExperience}
          onChange={(event) => set('drivingExperience', event.currentTarget.value)}
        />
        <Switch
          label={<FormattedMessage id="owner.bikes.field.showExperience" />}
          checked={values.showDrivingExperience}
          onChange={(checked) => set('showDrivingExperience', checked)}
        />
      </StyledCard>

      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.bikes.section.shops" />
        </StyledCardTitle>
        <StyledHint>
          <FormattedMessage id="owner.bikes.shops.hint" />
        </StyledHint>
        {errors.shops && <StyledFieldError role="alert">{errors.shops}</StyledFieldError>}
        {choices.ownerStores.nodes.map((store) => {
          const choice = values.shops[store.id];
          return (
            <StyledShop key={store.id}>
              <legend>
                <StyledCheck>
                  <input
                    type="checkbox"
                    checked={choice?.offered ?? false}
                    onChange={(event) =>
                      setShop(store.id, { offered: event.currentTarget.checked })
                    }
                  />
                  <FormattedMessage id="owner.bikes.shops.offer" values={{ shop: store.name }} />
                </StyledCheck>
              </legend>
              {choice?.offered && (
                <StyledPair>
                  <TextField
                    label={<FormattedMessage id="owner.bikes.shops.units" />}
                    inputMode="numeric"
                    value={choice.units}
                    error={errors[`units:${store.id}`]}
                    onChange={(event) => setShop(store.id, { units: event.currentTarget.value })}
                  />
                  <TextField
                    label={<FormattedMessage id="owner.bikes.shops.price" />}
                    hint={<FormattedMessage id="owner.bikes.shops.priceHint" />}
                    inputMode="numeric"
                    value={choice.price}
                    error={errors[`price:${store.id}`]}
                    onChange={(event) => setShop(store.id, { price: event.currentTarget.value })}
                  />
                </StyledPair>
              )}
            </StyledShop>
          );
        })}
      </StyledCard>

      <StyledActions>
        <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
          {saving ? (
            <FormattedMessage id="owner.form.saving" />
          ) : (
            <FormattedMessage id="owner.bikes.save" />
          )}
        </StyledButton>
        {extraActions}
      </StyledActions>
    </StyledForm>
  );
}

/** The form's values from a stored bike, its shops keyed by their global ids. */
export function valuesOfBike(
  bike: import('../../gql/graphql').BikeForm_BikeFragment,
  stores: BikeForm_ChoicesFragment['ownerStores']['nodes'],
): BikeFormValues {
  const shops: Record<string, ShopChoice> = {};
  for (const shopBike of bike.shopBikes) {
    const store = stores.find((node) => node.databaseId === shopBike.storeDatabaseId);
    if (store)
      shops[store.id] = {
        offered: true,
        units: String(shopBike.unitCount),
        price: shopBike.exceptionPrice === null ? '' : String(shopBike.exceptionPrice),
      };
  }
  return {
    name: bike.name,
    categoryId: bike.category.id,
    bikeType: bike.bikeType,
    brandId: bike.brand.id,
    bikeNameId: bike.bikeName?.id ?? '',
    power: String(bike.power),
    weight: String(bike.weight),
    topSpeed: String(bike.topSpeed),
    gearType: bike.gearType,
    defaultPrice: String(bike.defaultPrice),
    depositPrice: String(bike.depositPrice),
    showDepositPrice: bike.showDepositPrice,
    passport: bike.passport,
    copyOfPassport: bike.copyOfPassport,
    minimumAge: String(bike.minimumAge),
    showMinimumAge: bike.showMinimumAge,
    driversLicenseCategory: bike.driversLicenseCategory ?? '',
    showDriversLicenseCategory: bike.showDriversLicenseCategory,
    drivingExperience: String(bike.drivingExperience),
    showDrivingExperience: bike.showDrivingExperience,
    shops,
  };
}
