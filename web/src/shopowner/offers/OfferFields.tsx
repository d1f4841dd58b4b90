import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import {
  StyledField,
  StyledFieldError,
  StyledHint,
  StyledInput,
  StyledLabel,
} from '../../ui/formStyles';
import { SelectField } from '../../ui/SelectField';
import { newPriceOf, type FieldErrors, type OfferDraft } from './offerDraft';
import type { OfferChoices } from './offerChoices';
import { timeSlots, type WallClock } from './offerTime';

export interface FieldsProps {
  draft: OfferDraft;
  choices: OfferChoices;
  errors: FieldErrors;
  onChange(changes: Partial<OfferDraft>): void;
}

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 8px;
`;

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
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
    width: 24px;
    height: 24px;
    flex: 0 0 auto;
  }
`;

/** A Vietnamese wall-clock moment: a date and a quarter hour from 08:00 to 23:45. */
function MomentField({
  legend,
  hint,
  value,
  error,
  onChange,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  value: WallClock;
  error?: string;
  onChange(value: WallClock): void;
}) {
  const id = useId();
  const { formatMessage } = useIntl();
  return (
    <StyledFieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {hint && <StyledHint>{hint}</StyledHint>}
      <StyledPair>
        <StyledInput
          type="date"
          aria-label={formatMessage({ id: 'owner.offers.field.date' })}
          aria-invalid={error ? true : undefined}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
        />
        <StyledSelect
          aria-label={formatMessage({ id: 'owner.offers.field.time' })}
          aria-invalid={error ? true : undefined}
          value={value.time}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
            onChange({ ...value, time: event.target.value })
          }
        >
          <option value="">–</option>
          {timeSlots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </StyledSelect>
      </StyledPair>
      {error && <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>}
    </StyledFieldset>
  );
}

/** Step 1: the shop and one of its bikes. */
export function BikeFields({
  draft,
  choices,
  errors,
  onChange,
  fixedShop = false,
}: FieldsProps & { fixedShop?: boolean }) {
  const { formatMessage } = useIntl();
  const { money } = useMoney();
  const stores = choices.ownerStores.nodes;
  const bikes = choices.ownerShopBikes.nodes.filter((b) => b.storeDatabaseId === draft.storeId);
  return (
    <>
      {!fixedShop && (
        <SelectField
          label={<FormattedMessage id="owner.offers.field.shop" />}
          value={draft.storeId === null ? '' : String(draft.storeId)}
          placeholder={formatMessage({ id: 'owner.offers.field.choose' })}
          onChange={(value) =>
            onChange({
              storeId: value ? Number(value) : null,
              shopBikeId: '',
              returnStoreId: null,
              addons: {},
            })
          }
        >
          {stores.map((store) => (
            <option key={store.id} value={store.databaseId}>
              {store.name}
            </option>
          ))}
        </SelectField>
      )}
      <StyledFieldset>
        <legend>
          <FormattedMessage id="owner.offers.field.bike" />
        </legend>
        {draft.storeId !== null && bikes.length === 0 && (
          <StyledHint>
            <FormattedMessage id="owner.offers.field.noBikes" />
          </StyledHint>
        )}
        {bikes.map((bike) => (
          <StyledCheck key={bike.id}>
            <input
              type="radio"
              name="offer-bike"
              checked={draft.shopBikeId === bike.id}
              onChange={() =>
                onChange({ shopBikeId: bike.id, regularPricePerDay: String(bike.pricePerDay) })
              }
            />
            <span>
              {bike.bike.name} · {money(bike.pricePerDay)}
            </span>
          </StyledCheck>
        ))}
        {errors.bike && <StyledFieldError>{errors.bike}</StyledFieldError>}
      </StyledFieldset>
    </>
  );
}

/** Step 2: pickup and return shops, the pickup dates, the longest rental and the expiry. */
export function RentalFields({ draft, choices, errors, onChange }: FieldsProps) {
  const { formatMessage } = useIntl();
  const store = choices.ownerStores.nodes.find((s) => s.databaseId === draft.storeId);
  const transfers = store?.transfers.filter((t) => t.active) ?? [];
  return (
    <>
      <StyledField>
        <StyledLabel as="span">
          <FormattedMessage id="owner.offers.field.pickupShop" />
        </StyledLabel>
        <span>{store?.name}</span>
      </StyledField>
      <SelectField
        label={<FormattedMessage id="owner.offers.field.returnShop" />}
        error={errors.returnStore}
        value={draft.returnStoreId === null ? '' : String(draft.returnStoreId)}
        placeholder={formatMessage({ id: 'owner.offers.field.roundTrip' })}
        onChange={(value) => onChange({ returnStoreId: value ? Number(value) : null })}
      >
        {transfers.map((transfer) => (
          <option key={transfer.toStoreDatabaseId} value={transfer.toStoreDatabaseId}>
            {transfer.toStoreName}
          </option>
        ))}
      </SelectField>
      <MomentField
        legend={<FormattedMessage id="owner.offers.field.earliestPickup" />}
        value={draft.earliestPickup}
        error={errors.earliestPickup}
        onChange={(earliestPickup) => onChange({ earliestPickup })}
      />
      <MomentField
        legend={<FormattedMessage id="owner.offers.field.latestPickup" />}
        value={draft.latestPickup}
        error={errors.latestPickup}
        onChange={(latestPickup) => onChange({ latestPickup })}
      />
      <MomentField
        legend={<FormattedMessage id="owner.offers.field.returnBy" />}
        value={draft.returnBy}
        error={errors.returnBy}
        onChange={(returnBy) => onChange({ returnBy })}
      />
      <TextField
        label={<FormattedMessage id="owner.offers.field.maxDays" />}
        inputMode="numeric"
        value={draft.maxRentalDays}
        error={errors.maxRentalDays}
        onChange={(event) => onChange({ maxRentalDays: event.target.value })}
      />
      <MomentField
        legend={<FormattedMessage id="owner.offers.field.bookableUntil" />}
        hint={<FormattedMessage id="owner.offers.field.bookableUntilHint" />}
        value={draft.bookableUntil}
        error={errors.bookableUntil}
        onChange={(bookableUntil) => onChange({ bookableUntil })}
      />
    </>
  );
}

/** Step 3: the shop's add-ons that come with the offer, and whether others may be added. */
export function AddonFields({ draft, choices, errors, onChange }: FieldsProps) {
  const { locale, formatMessage } = useIntl();
  const addons = choices.ownerStoreAddonGroups.nodes.filter((group) =>
    group.storeAddons.some((s) => s.storeDatabaseId === draft.storeId && s.active),
  );
  const toggle = (addonId: number, on: boolean) => {
    const next = { ...draft.addons };
    if (on) next[addonId] = '0';
    else delete next[addonId];
    onChange({ addons: next });
  };
  return (
    <>
      <Switch
        label={<FormattedMessage id="owner.offers.field.customAddons" />}
        hint={<FormattedMessage id="owner.offers.field.customAddonsHint" />}
        checked={draft.allowCustomAddons}
        onChange={(allowCustomAddons) => onChange({ allowCustomAddons })}
      />
      <StyledFieldset>
        <legend>
          <FormattedMessage id="owner.offers.field.accessories" />
        </legend>
        {addons.length === 0 && (
          <StyledHint>
            <FormattedMessage id="owner.offers.field.noAccessories" />
          </StyledHint>
        )}
        {addons.map(({ addon }) => {
          const name = locale.startsWith('vi') ? addon.name.vn : addon.name.en;
          const chosen = draft.addons[addon.databaseId] !== undefined;
          return (
            <div key={addon.databaseId}>
              <StyledCheck>
                <input
                  type="checkbox"
                  checked={chosen}
                  onChange={(event) => toggle(addon.databaseId, event.target.checked)}
                />
                <span>{name}</span>
              </StyledCheck>
              {chosen && (
                <TextField
                  label={formatMessage({ id: 'owner.offers.field.addonPrice' }, { name })}
                  hint={<FormattedMessage id="owner.offers.field.addonPriceHint" />}
                  inputMode="numeric"
                  value={draft.addons[addon.databaseId]}
                  onChange={(event) =>
                    onChange({
                      addons: { ...draft.addons, [addon.databaseId]: event.target.value },
                    })
                  }
                />
              )}
            </div>
          );
        })}
        {errors.addons && <StyledFieldError>{errors.addons}</StyledFieldError>}
      </StyledFieldset>
    </>
  );
}

/** Step 4: the regular price and the discount, as a percentage or as the new price. */
export function PriceFields({ draft, errors, onChange }: FieldsProps) {
  const { money } = useMoney();
  const regular = Number(draft.regularPricePerDay);
  const percent = Number(draft.percentDiscount);
  const known = regular > 0 && percent >= 1 && percent <= 90;
  // While typed, the new price stays as written; the percentage follows it.
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  return (
    <>
      <TextField
        label={<FormattedMessage id="owner.offers.field.regularPrice" />}
        inputMode="numeric"
        value={draft.regularPricePerDay}
        error={errors.regularPrice}
        onChange={(event) => onChange({ regularPricePerDay: event.target.value })}
      />
      <TextField
        label={<FormattedMessage id="owner.offers.field.discount" />}
        hint={<FormattedMessage id="owner.offers.field.discountHint" />}
        inputMode="numeric"
        value={draft.percentDiscount}
        error={errors.discount}
        onChange={(event) => onChange({ percentDiscount: event.target.value })}
      />
      <TextField
        label={<FormattedMessage id="owner.offers.field.newPrice" />}
        hint={<FormattedMessage id="owner.offers.field.newPriceHint" />}
        inputMode="numeric"
        value={typedPrice ?? (known ? String(newPriceOf(regular, percent)) : '')}
        onBlur={() => setTypedPrice(null)}
        onChange={(event) => {
          setTypedPrice(event.target.value);
          const price = Number(event.target.value);
          if (regular > 0 && event.target.value.trim() !== '' && price >= 0)
            onChange({ percentDiscount: String(Math.round((1 - price / regular) * 100)) });
        }}
      />
      {known && (
        <StyledHint role="status">
          <FormattedMessage
            id="owner.offers.price.both"
            values={{
              regular: money(regular),
              price: money(newPriceOf(regular, percent)),
              percent,
            }}
          />
        </StyledHint>
      )}
    </>
  );
}
