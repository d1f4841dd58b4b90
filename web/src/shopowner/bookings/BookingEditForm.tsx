import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { WeekMinutes } from '../../ui/openingHours';
import { StyledButton } from '../../ui/Button';
import { DateTimeField } from '../../ui/DateTimeField';
import { useNotify } from '../../ui/Toasts';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { TextField } from '../../ui/TextField';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { userErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledCardTitle,
  StyledField,
  StyledFieldError,
  StyledForm,
  StyledFormAlert,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledNotice,
} from '../../ui/formStyles';
import {
  editFieldOf,
  localParts,
  timeChoices,
  updateInput,
  type BookingEditValues,
  type EditField,
} from './bookingEdit';
import { BookingBikeField } from './BookingBikeField';
import { BookingEditQuote, useEditQuote } from './BookingEditQuote';

export const BookingEditForm_order = graphql(`
  fragment BookingEditForm_order on ShopOrder {
    id
    status
    storeDatabaseId
    shopBikeDatabaseId
    startAt
    endAt
    oneWay
    bagCount
    offerNumber
    customer {
      firstName
      lastName
      phone
    }
    items {
      addonDatabaseId
      quantity
    }
    price {
      totalPrice
    }
    pickupStore {
      id
      schedule {
        mon {
          opensAt
          closesAt
        }
        tue {
          opensAt
          closesAt
        }
        wed {
          opensAt
          closesAt
        }
        thu {
          opensAt
          closesAt
        }
        fri {
          opensAt
          closesAt
        }
        sat {
          opensAt
          closesAt
        }
        sun {
          opensAt
          closesAt
        }
      }
    }
    editChoices {
      bikes {
        id
        databaseId
        bike {
          id
          name
        }
      }
      addons {
        id
        active
        maxQuantity
        addon {
          id
          databaseId
          name {
            en
            vn
          }
        }
      }
    }
  }
`);

export const UpdateShopOrderMutation = graphql(`
  mutation UpdateShopOrder($input: UpdateShopOrderInput!) {
    updateShopOrder(input: $input) {
      order {
        id
        status
        lateForPickup
        startAt
        ...BookingTraveller_order
        ...BookingRental_order
        ...BookingPrice_order
        ...BookingEditForm_order
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const StyledAddon = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 5.5rem;
  align-items: center;
  gap: 8px;
  overflow-wrap: anywhere;
`;

const StyledSelect = styled(StyledInput).attrs({ as: 'select' })``;

type Errors = Partial<Record<EditField, string>>;

/** The API's userErrors on the form's fields; those of no field as general messages. */
function fieldErrorsOf(
  intl: IntlShape,
  userErrors: readonly { field?: string | null; message: string; code: string }[],
) {
  const byField: Errors = {};
  const general: string[] = [];
  for (const error of userErrors) {
    const field = editFieldOf(error.field ?? null);
    const message =
      error.code === 'INVALID_STATE'
        ? intl.formatMessage({ id: 'owner.booking.invalidState' })
        : error.field == null && error.code === 'INVALID'
          ? intl.formatMessage({ id: 'owner.bookingEdit.nothing' })
          : userErrorText(intl, error);
    if (field && !byField[field]) byField[field] = message;
    else if (!field) general.push(message);
  }
  return { byField, general };
}

/** The booking's fields, their errors beside them; saving asks whether the customer agreed. */
export function BookingEditForm({
  order: orderRef,
  detailPath,
  now = new Date(),
}: {
  order: FragmentType<typeof BookingEditForm_order>;
  detailPath: string;
  now?: Date;
}) {
  const intl = useIntl();
  const id = useId();
  const notify = useNotify();
  const { language } = useLanguage();
  const { data: order, complete } = useFragment({
    fragment: BookingEditForm_order,
    from: orderRef,
  });
  const initial = useMemo((): BookingEditValues | null => {
    if (!complete) return null;
    const start = localParts(String(order.startAt));
    const end = localParts(String(order.endAt));
    const bike = order.editChoices.bikes.find((b) => b.databaseId === order.shopBikeDatabaseId);
    const addonIds = new Map(
      order.editChoices.addons.map((offer) => [offer.addon.databaseId, offer.addon.id]),
    );
    return {
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      shopBikeId: bike?.id ?? '',
      addons: Object.fromEntries(
        order.items.map((item) => [addonIds.get(item.addonDatabaseId) ?? '', item.quantity]),
      ),
      bagCount: order.bagCount,
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
      phone: order.customer.phone,
    };
  }, [complete, order]);
  const [edited, setEdited] = useState<BookingEditValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [save, saving] = useMutation(UpdateShopOrderMutation);
  const guard = useUnsavedChanges(edited !== null, detailPath);
  const values = edited ?? initial;
  const locked = complete && order.offerNumber !== null;
  const quote = useEditQuote(
    values && complete ? updateInput(order.id, values, locked) : { id: '' },
    edited !== null,
  );
  if (!complete || !initial || !values) return null;
  const week: WeekMinutes = order.pickupStore.schedule;
  const bikes = order.editChoices.bikes;
  // The server lists the shop's offered add-ons and this booking's own, retired or not.
  const addons = order.editChoices.addons.flatMap((offer) => {
    const booked = values.addons[offer.addon.id] ?? 0;
    return offer.active || booked > 0
      ? [{ id: offer.addon.id, name: offer.addon.name[language], max: offer.maxQuantity }]
      : [];
  });
  const initialStart = localParts(String(order.startAt));
  const initialEnd = localParts(String(order.endAt));
  const startTimes = timeChoices(
    week,
    values.startDate,
    values.startDate === initialStart.date ? initialStart.time : '',
    now,
  );
  const endTimes = timeChoices(
    week,
    values.endDate,
    values.endDate === initialEnd.date ? initialEnd.time : '',
    now,
  );

  const set = (change: Partial<BookingEditValues>) => {
    const next = { ...values, ...change };
    // A day the shop opens at other times keeps a time it serves.
    const startOk = timeChoices(week, next.startDate, '', now);
    if (change.startDate && !startOk.includes(next.startTime) && startOk[0])
      next.startTime = startOk[0];
    const endOk = timeChoices(week, next.endDate, '', now);
    if (change.endDate && !endOk.includes(next.endTime) && endOk[0]) next.endTime = endOk[0];
    setEdited(next);
    const touched = Object.keys(change).map((key) =>
      key.startsWith('start') ? 'start' : key.startsWith('end') ? 'end' : key,
    );
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key))),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setAsking(true);
  };

  const confirm = async () => {
    if (saving.loading) return;
    try {
      const result = await save({ variables: { input: updateInput(order.id, values, locked) } });
      const answer = result.data?.updateShopOrder;
      const userErrors = answer?.userErrors ?? [];
      if (userErrors.length === 0 && answer?.order) {
        notify(
          intl.formatMessage({ id: 'owner.bookingEdit.saved' }, { name: values.firstName.trim() }),
          'success',
        );
        // The sheet stays open: leaving takes its history entry back with the guard's.
        guard.leave({ to: detailPath });
        return;
      }
      setAsking(false);
      const { byField, general } = fieldErrorsOf(intl, userErrors);
      setErrors(byField);
      setProblem(
        general[0] ??
          (Object.keys(byField).length > 0
            ? intl.formatMessage({ id: 'owner.bookingEdit.fix' })
            : null),
      );
    } catch {
      setAsking(false);
      setProblem(intl.formatMessage({ id: 'owner.form.connection' }));
    }
  };

  // What the quote says saving would refuse shows at its field before saving.
  const shown: Errors = { ...fieldErrorsOf(intl, quote.userErrors).byField, ...errors };
  const error = (field: EditField) =>
    shown[field] ? (
      <StyledFieldError id={`${id}-${field}-error`}>{shown[field]}</StyledFieldError>
    ) : null;
  const describedBy = (field: EditField) => (shown[field] ? `${id}-${field}-error` : undefined);
  const lockedHint = locked ? `${id}-locked` : undefined;
  const working = <FormattedMessage id="owner.booking.working" />;

  return (
    <StyledForm onSubmit={submit} noValidate>
      <StyledNotice role="note">
        <FormattedMessage
          id="owner.bookingEdit.warning"
          values={{ name: order.customer.firstName }}
        />
      </StyledNotice>
      {problem && <StyledFormAlert role="alert">{problem}</StyledFormAlert>}
      <StyledCard aria-labelledby={`${id}-rental`}>
        <StyledCardTitle id={`${id}-rental`}>
          <FormattedMessage id="owner.booking.rental" />
        </StyledCardTitle>
        {locked && (
          <StyledHint id={lockedHint}>
            <FormattedMessage
              id="owner.bookingEdit.offerLocked"
              values={{ offer: order.offerNumber }}
            />
          </StyledHint>
        )}
        <DateTimeField
          id={`${id}-start`}
          dateLabel={<FormattedMessage id="owner.bookingEdit.pickupDate" />}
          timeLabel={<FormattedMessage id="owner.bookingEdit.pickupTime" />}
          date={values.startDate}
          time={values.startTime}
          times={startTimes}
          disabled={locked}
          describedBy={lockedHint}
          error={shown.start}
          onDate={(startDate) => set({ startDate })}
          onTime={(startTime) => set({ startTime })}
        />
        <DateTimeField
          id={`${id}-end`}
          dateLabel={<FormattedMessage id="owner.bookingEdit.returnDate" />}
          timeLabel={<FormattedMessage id="owner.bookingEdit.returnTime" />}
          date={values.endDate}
          time={values.endTime}
          times={endTimes}
          min={values.startDate}
          disabled={locked}
          describedBy={lockedHint}
          error={shown.end}
          onDate={(endDate) => set({ endDate })}
          onTime={(endTime) => set({ endTime })}
        />
        <BookingBikeField
          id={id}
          bikes={bikes.map((bike) => ({ id: bike.id, name: bike.bike.name }))}
          value={values.shopBikeId}
          onChange={(shopBikeId) => set({ shopBikeId })}
          disabled={locked}
          describedBy={describedBy('bike') ?? lockedHint}
          invalid={Boolean(shown.bike)}
          error={error('bike')}
        />
        {addons.length > 0 && (
          <StyledField role="group" aria-labelledby={`${id}-addons`}>
            <StyledLabel as="span" id={`${id}-addons`}>
              <FormattedMessage id="owner.booking.addons" />
            </StyledLabel>
            {addons.map((addon) => (
              <StyledAddon key={addon.id}>
                <label htmlFor={`${id}-addon-${addon.id}`}>{addon.name}</label>
                <StyledSelect
                  id={`${id}-addon-${addon.id}`}
                  value={values.addons[addon.id] ?? 0}
                  disabled={locked}
                  aria-invalid={shown.addons ? true : undefined}
                  onChange={(e) =>
                    set({ addons: { ...values.addons, [addon.id]: Number(e.target.value) } })
                  }
                >
                  {Array.from({ length: addon.max + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </StyledSelect>
              </StyledAddon>
            ))}
            {error('addons')}
          </StyledField>
        )}
        {order.oneWay && (
          <TextField
            label={<FormattedMessage id="owner.bookingEdit.bags" />}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            value={String(values.bagCount)}
            disabled={locked}
            error={shown.bags}
            onChange={(e) => set({ bagCount: Number(e.target.value) })}
          />
        )}
      </StyledCard>
      <StyledCard aria-labelledby={`${id}-traveller`}>
        <StyledCardTitle id={`${id}-traveller`}>
          <FormattedMessage id="owner.booking.traveller" />
        </StyledCardTitle>
        <TextField
          label={<FormattedMessage id="owner.bookingEdit.firstName" />}
          value={values.firstName}
          autoComplete="off"
          error={shown.firstName}
          onChange={(e) => set({ firstName: e.target.value })}
        />
        <TextField
          label={<FormattedMessage id="owner.bookingEdit.lastName" />}
          value={values.lastName}
          autoComplete="off"
          error={shown.lastName}
          onChange={(e) => set({ lastName: e.target.value })}
        />
        <TextField
          label={<FormattedMessage id="owner.booking.phone" />}
          type="tel"
          value={values.phone}
          autoComplete="off"
          error={shown.phone}
          onChange={(e) => set({ phone: e.target.value })}
        />
      </StyledCard>
      <BookingEditQuote oldTotal={order.price.totalPrice} quote={quote} />
      <StyledButton type="submit" $block disabled={saving.loading} aria-busy={saving.loading}>
        {saving.loading ? working : <FormattedMessage id="owner.bookingEdit.save" />}
      </StyledButton>
      <ConfirmSheet
        open={asking}
        title={
          <FormattedMessage
            id="owner.bookingEdit.confirmTitle"
            values={{ name: order.customer.firstName }}
          />
        }
        cancelLabel={<FormattedMessage id="owner.bookingEdit.notYet" />}
        confirmLabel={
          saving.loading ? working : <FormattedMessage id="owner.bookingEdit.confirm" />
        }
        busy={saving.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage
            id="owner.bookingEdit.confirmText"
            values={{ name: order.customer.firstName }}
          />
        </p>
      </ConfirmSheet>
      <UnsavedChangesSheet guard={guard} booking />
    </StyledForm>
  );
}
