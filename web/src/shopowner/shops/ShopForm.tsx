import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { weekdayKeys, type WeekdayKey } from '../../ui/weekdays';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import {
  StyledCard,
  StyledCardTitle,
  StyledFieldError,
  StyledForm,
  StyledFormAlert,
  StyledHint,
} from '../../ui/formStyles';
import { SelectField } from '../../ui/SelectField';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { LocationPicker } from './LocationPicker';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { dayOfField, emptyWeek, weekProblems, type Week } from './openingHours';
import { userErrorText, type ApiUserError } from './shopErrors';
import { StyledPair } from './shopStyles';
import { useTwelveHourClock } from './useTwelveHourClock';
import { focusFirstInvalidSoon } from '../../ui/useFocusNewlyInvalid';

const switchTexts = defineMessages({
  nowOn: { id: 'owner.shops.online.nowOn' },
  nowOff: { id: 'owner.shops.online.nowOff' },
  onHint: { id: 'owner.shops.online.onHint' },
  offHint: { id: 'owner.shops.online.offHint' },
  save: { id: 'owner.shops.form.save' },
  create: { id: 'owner.shops.form.create' },
});

export const ShopForm_store = graphql(`
  fragment ShopForm_store on Store {
    id
    databaseId
    name
    preview
    online
    phone
    email
    address
    pickupPossible
    transportCostPerBag
    city {
      id
    }
    location {
      latitude
      longitude
    }
    schedule {
      mon {
        start
        end
      }
      tue {
        start
        end
      }
      wed {
        start
        end
      }
      thu {
        start
        end
      }
      fri {
        start
        end
      }
      sat {
        start
        end
      }
      sun {
        start
        end
      }
    }
  }
`);

const CreateShop = graphql(`
  mutation CreateShop($input: CreateStoreInput!) {
    createStore(input: $input) {
      store {
        id
        databaseId
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const UpdateShop = graphql(`
  mutation UpdateShop($input: UpdateStoreInput!) {
    updateStore(input: $input) {
      store {
        ...ShopForm_store
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SetShopOnline = graphql(`
  mutation SetShopOnline($input: SetStoreOnlineInput!) {
    setStoreOnline(input: $input) {
      store {
        id
        online
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export interface CityChoice {
  id: string;
  name: { en: string; vn: string };
  latitude: number;
  longitude: number;
}

interface Values {
  name: string;
  cityId: string;
  phone: string;
  email: string;
  address: string;
  latitude: string;
  longitude: string;
  preview: boolean;
  online: boolean;
  pickupPossible: boolean;
  transportCostPerBag: string;
  week: Week;
}

type FieldName =
  'name' | 'cityId' | 'phone' | 'email' | 'address' | 'location' | 'online' | 'transportCostPerBag';

const fieldOfApi: Record<string, FieldName> = {
  name: 'name',
  city_id: 'cityId',
  phone: 'phone',
  email: 'email',
  address: 'address',
  location: 'location',
  'location.latitude': 'location',
  'location.longitude': 'location',
  online: 'online',
  transport_cost_per_bag: 'transportCostPerBag',
};

const blank: Values = {
  name: '',
  cityId: '',
  phone: '',
  email: '',
  address: '',
  latitude: '',
  longitude: '',
  preview: false,
  online: false,
  pickupPossible: true,
  transportCostPerBag: '0',
  week: emptyWeek(),
};

function coordinate(text: string, limit: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

const mapHeight = 240;

/**
 * A shop's details, its place and its week (spec: shop create/edit). New shops are created
 * whole; an existing one is saved whole, but going on- or offline happens at once (offline
 * after a confirmation: travellers stop seeing it).
 */
export function ShopForm({
  store: storeRef,
  cities,
  tiles,
  onCreated,
  onSaved,
}: {
  store: FragmentType<typeof ShopForm_store> | null;
  cities: CityChoice[];
  tiles: { mapTileUrl: string; mapTileAttribution: string };
  onCreated?(databaseId: number, leave: (to: string) => void): void;
  onSaved?(leave: (to: string) => void): void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const notify = useNotify();
  const { data: store } = useFragment({ fragment: ShopForm_store, from: storeRef });
  const editing = Boolean(storeRef);
  const initial = useMemo<Values>(() => {
    if (!storeRef || !store?.id) return blank;
    const week = emptyWeek();
    for (const day of weekdayKeys)
      week[day] = (store.schedule?.[day] ?? []).map(({ start, end }) => ({
        start: start ?? '',
        end: end ?? '',
      }));
    return {
      name: store.name ?? '',
      cityId: store.city?.id ?? '',
      phone: store.phone ?? '',
      email: store.email ?? '',
      address: store.address ?? '',
      latitude: String(store.location?.latitude ?? ''),
      longitude: String(store.location?.longitude ?? ''),
      preview: store.preview ?? false,
      online: store.online ?? false,
      pickupPossible: store.pickupPossible ?? true,
      transportCostPerBag: String(store.transportCostPerBag ?? 0),
      week,
    };
    // The form starts from the shop as first loaded; saving leaves the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Boolean(store?.id)]);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [dayErrors, setDayErrors] = useState<Partial<Record<WeekdayKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmOffline, setConfirmOffline] = useState(false);
  const [twelveHour, setTwelveHour] = useTwelveHourClock();
  const [createShop, created] = useMutation(CreateShop);
  const [updateShop, updated] = useMutation(UpdateShop);
  const [setOnline, onlineChange] = useMutation(SetShopOnline);
  const saving = created.loading || updated.loading;

  const { online: _online, ...comparable } = values;
  const { online: _initialOnline, ...initialComparable } = initial;
  const dirty = editing
    ? JSON.stringify(comparable) !== JSON.stringify(initialComparable)
    : JSON.stringify(values) !== JSON.stringify(blank);
  const guard = useUnsavedChanges(dirty, '/shopowner/shops');
  const problems = weekProblems(values.week);
  const city = cities.find((choice) => choice.id === values.cityId) ?? null;
  const latitude = coordinate(values.latitude, 90);
  const longitude = coordinate(values.longitude, 180);
  const location = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field = (key === 'latitude' || key === 'longitude' ? 'location' : key) as FieldName;
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showApiErrors = (userErrors: readonly ApiUserError[]) => {
    const fields: Partial<Record<FieldName, string>> = {};
    const days: Partial<Record<WeekdayKey, string>> = {};
    let whole: string | null = null;
    for (const error of userErrors) {
      const text = userErrorText(intl, error);
      const day = dayOfField(error.field);
      const field = error.field ? fieldOfApi[error.field] : undefined;
      if (day) days[day] ??= text;
      else if (field) fields[field] ??= text;
      else whole ??= text;
    }
    setErrors(fields);
    setDayErrors(days);
    setFormError(whole ?? intl.formatMessage({ id: 'owner.shops.form.fix' }));
    focusFirstInvalidSoon();
  };

  const checkLocally = (): boolean => {
    const missing: Partial<Record<FieldName, string>> = {};
    const required = intl.formatMessage({ id: 'owner.shops.error.required' });
    if (!values.name.trim()) missing.name = required;
    if (!values.cityId) missing.cityId = intl.formatMessage({ id: 'owner.shops.error.city' });
    if (!values.phone.trim()) missing.phone = required;
    if (!values.email.trim()) missing.email = required;
    if (!values.address.trim()) missing.address = required;
    if (!location) missing.location = intl.formatMessage({ id: 'owner.shops.error.location' });
    const cost = Number(values.transportCostPerBag || '0');
    if (!Number.isInteger(cost) || cost < 0)
      missing.transportCostPerBag = intl.formatMessage({ id: 'owner.shops.error.cost' });
    setErrors(missing);
    setDayErrors({});
    const fine = Object.keys(missing).length === 0 && Object.keys(problems).length === 0;
    setFormError(fine ? null : intl.formatMessage({ id: 'owner.shops.form.fix' }));
    if (!fine) focusFirstInvalidSoon();
    return fine;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !checkLocally() || !location) return;
    const fields = {
      name: values.name.trim(),
      cityId: values.cityId,
      phone: values.phone.trim(),
      email: values.email.trim(),
      address: values.address.trim(),
      location,
      preview: values.preview,
      pickupPossible: values.pickupPossible,
      transportCostPerBag: Number(values.transportCostPerBag || '0'),
      schedule: values.week,
    };
    try {
      if (store?.id && editing) {
        const { data } = await updateShop({ variables: { input: { id: store.id, ...fields } } });
        const answer = data?.updateStore;
        if (!answer || answer.userErrors.length > 0) return showApiErrors(answer?.userErrors ?? []);
        notify(intl.formatMessage({ id: 'owner.shops.form.saved' }), 'success');
        onSaved?.((to) => guard.leave({ to }));
      } else {
        const { data } = await createShop({
          variables: { input: { ...fields, online: values.online } },
        });
        const answer = data?.createStore;
        if (!answer?.store || answer.userErrors.length > 0)
          return showApiErrors(answer?.userErrors ?? []);
        const databaseId = answer.store.databaseId;
        onCreated?.(databaseId, (to) => guard.leave({ to }));
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'owner.form.connection' }));
    }
  };

  const changeOnline = async (online: boolean) => {
    if (!editing || !store?.id) return set('online', online);
    if (!online && !confirmOffline) return setConfirmOffline(true);
    try {
      const { data } = await setOnline({ variables: { input: { id: store.id, online } } });
      const answer = data?.setStoreOnline;
      setConfirmOffline(false);
      if (!answer || answer.userErrors.length > 0) {
        setErrors((current) => ({
          ...current,
          online: answer ? userErrorText(intl, answer.userErrors[0]) : undefined,
        }));
        return;
      }
      setValues((current) => ({ ...current, online }));
      setErrors((current) => ({ ...current, online: undefined }));
      notify(
        intl.formatMessage({
          id: online ? switchTexts.nowOn.id : switchTexts.nowOff.id,
        }),
        'success',
      );
    } catch {
      setConfirmOffline(false);
      setErrors((current) => ({
        ...current,
        online: intl.formatMessage({ id: 'owner.form.connection' }),
      }));
    }
  };

  const onlineNow = editing ? (store?.online ?? values.online) : values.online;

  return (
    <StyledForm noValidate onSubmit={submit}>
      {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
      <StyledCard aria-labelledby="shop-about">
        <StyledCardTitle id="shop-about">
          <FormattedMessage id="owner.shops.about.title" />
        </StyledCardTitle>
        <Switch
          label={<FormattedMessage id="owner.shops.online.label" />}
          hint={
            <FormattedMessage id={onlineNow ? switchTexts.onHint.id : switchTexts.offHint.id} />
          }
          checked={onlineNow}
          disabled={onlineChange.loading}
          onChange={(online) => void changeOnline(online)}
        />
        {errors.online && <StyledFieldError role="alert">{errors.online}</StyledFieldError>}
        <Switch
          label={<FormattedMessage id="owner.shops.preview.label" />}
          hint={<FormattedMessage id="owner.shops.preview.hint" />}
          checked={values.preview}
          onChange={(preview) => set('preview', preview)}
        />
        <TextField
          label={<FormattedMessage id="owner.shops.name" />}
          value={values.name}
          maxLength={120}
          autoComplete="organization"
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <SelectField
          label={<FormattedMessage id="owner.shops.city" />}
          placeholder={intl.formatMessage({ id: 'owner.shops.cityChoose' })}
          value={values.cityId}
          error={errors.cityId}
          onChange={(cityId) => set('cityId', cityId)}
        >
          {cities.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name[language === 'vn' ? 'vn' : 'en']}
            </option>
          ))}
        </SelectField>
        <TextField
          label={<FormattedMessage id="owner.shops.phone" />}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(event) => set('phone', event.target.value)}
        />
        <TextField
          label={<FormattedMessage id="owner.shops.email" />}
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <TextField
          label={<FormattedMessage id="owner.shops.address" />}
          autoComplete="street-address"
          value={values.address}
          error={errors.address}
          onChange={(event) => set('address', event.target.value)}
        />
      </StyledCard>

      <StyledCard aria-labelledby="shop-location">
        <StyledCardTitle id="shop-location">
          <FormattedMessage id="owner.shops.location.title" />
        </StyledCardTitle>
        <StyledHint>
          <FormattedMessage id="owner.shops.location.hint" />
        </StyledHint>
        <LocationPicker
          location={location}
          center={city ? { latitude: city.latitude, longitude: city.longitude } : null}
          tileUrl={tiles.mapTileUrl}
          tileAttribution={tiles.mapTileAttribution}
          label={intl.formatMessage({ id: 'owner.shops.location.map' })}
          height={mapHeight}
          onPick={(point) => {
            set('latitude', String(point.latitude));
            set('longitude', String(point.longitude));
          }}
        />
        <StyledPair>
          <TextField
            label={<FormattedMessage id="owner.shops.location.latitude" />}
            inputMode="decimal"
            value={values.latitude}
            error={errors.location ? ' ' : undefined}
            onChange={(event) => set('latitude', event.target.value)}
          />
          <TextField
            label={<FormattedMessage id="owner.shops.location.longitude" />}
            inputMode="decimal"
            value={values.longitude}
            error={errors.location ? ' ' : undefined}
            onChange={(event) => set('longitude', event.target.value)}
          />
        </StyledPair>
        {errors.location && <StyledFieldError role="alert">{errors.location}</StyledFieldError>}
      </StyledCard>

      <StyledCard aria-labelledby="shop-hours">
        <StyledCardTitle id="shop-hours">
          <FormattedMessage id="owner.shops.hours.title" />
        </StyledCardTitle>
        <StyledHint>
          <FormattedMessage id="owner.shops.hours.hint" />
        </StyledHint>
        <OpeningHoursEditor
          week={values.week}
          problems={problems}
          serverErrors={dayErrors}
          twelveHour={twelveHour}
          onTwelveHour={setTwelveHour}
          onChange={(week) => {
            set('week', week);
            setDayErrors({});
          }}
        />
      </StyledCard>

      <StyledCard aria-labelledby="shop-pickup">
        <StyledCardTitle id="shop-pickup">
          <FormattedMessage id="owner.shops.pickup.title" />
        </StyledCardTitle>
        <Switch
          label={<FormattedMessage id="owner.shops.pickup.possible" />}
          checked={values.pickupPossible}
          onChange={(possible) => set('pickupPossible', possible)}
        />
        <TextField
          label={<FormattedMessage id="owner.shops.pickup.cost" />}
          hint={<FormattedMessage id="owner.shops.pickup.costHint" />}
          inputMode="numeric"
          value={values.transportCostPerBag}
          error={errors.transportCostPerBag}
          onChange={(event) => set('transportCostPerBag', event.target.value.replace(/\D/g, ''))}
        />
      </StyledCard>

      <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
        {saving ? (
          <FormattedMessage id="owner.form.saving" />
        ) : (
          <FormattedMessage id={editing ? switchTexts.save.id : switchTexts.create.id} />
        )}
      </StyledButton>

      <ConfirmSheet
        open={confirmOffline}
        title={<FormattedMessage id="owner.shops.offline.title" />}
        confirmLabel={<FormattedMessage id="owner.shops.offline.confirm" />}
        danger
        busy={onlineChange.loading}
        onConfirm={() => void changeOnline(false)}
        onCancel={() => setConfirmOffline(false)}
      >
        <p>
          <FormattedMessage id="owner.shops.offline.text" />
        </p>
      </ConfirmSheet>
      <UnsavedChangesSheet guard={guard} />
    </StyledForm>
  );
}
