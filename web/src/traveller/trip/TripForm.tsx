import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from '../../app/routing';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { CityField } from './CityField';
import { DateTimeField } from '../../ui/DateTimeField';
import { isDate } from '../../ui/dates';
import { saveLastTrip } from './lastTrip';
import { tripQuery, type Trip } from './trip';
import {
  draftFrom,
  draftProblems,
  endOf,
  firstPickupDay,
  lastPickupDay,
  maxRentalDays,
  pickupTimes,
  returnTimes,
  soundParts,
  startOf,
  tripOf,
  withPickup,
  type DraftField,
  type DraftProblem,
} from './tripDraft';
import { addDays, rentalDays } from '../../ui/tripTime';
import { TripKindToggle } from './TripKindToggle';
import { useTripCities } from './useTripCities';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const StyledCitiesProblem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

const StyledLength = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** The message for each problem, written out so that the message check can find them. */
function problemMessage(problem: DraftProblem): ReactNode {
  switch (problem) {
    case 'cityMissing':
      return <FormattedMessage id="tripForm.error.city" />;
    case 'toMissing':
      return <FormattedMessage id="tripForm.error.to" />;
    case 'startMissing':
      return <FormattedMessage id="tripForm.error.startMissing" />;
    case 'startPast':
      return <FormattedMessage id="tripForm.error.startPast" />;
    case 'noTimeToday':
      return <FormattedMessage id="tripForm.error.noTimeToday" />;
    case 'startTooFar':
      return <FormattedMessage id="tripForm.error.startTooFar" />;
    case 'startTimePast':
      return <FormattedMessage id="tripForm.error.startTimePast" />;
    case 'endMissing':
      return <FormattedMessage id="tripForm.error.endMissing" />;
    case 'endBeforeStart':
      return <FormattedMessage id="tripForm.error.endBeforeStart" />;
    case 'tooLong':
      return <FormattedMessage id="tripForm.error.tooLong" values={{ days: maxRentalDays }} />;
  }
}

const fieldOrder: DraftField[] = ['city', 'to', 'startDate', 'startTime', 'endDate'];

export interface TripFormProps {
  /** The trip to start from (the URL's, the last one); what is missing or past takes defaults. */
  initial?: Partial<Trip>;
  /** The present, for tests; the form reads the clock otherwise. */
  now?: Date;
  /** Called with the sound parts of the trip whenever the visitor changes it. */
  onChange?(trip: Partial<Trip>): void;
  /** Called with a complete trip; by default the form opens the search for it. */
  onSubmit?(trip: Trip): void;
  submitLabel?: ReactNode;
}

/**
 * Where and when: round trip or one way, the pickup (and return) city, pickup and return day
 * and quarter hour. Past times are not offered, the return comes after the pickup, and every
 * problem is said beside its field. The trip is kept for the visit, so coming back finds it.
 */
export function TripForm({
  initial,
  now: fixedNow,
  onChange,
  onSubmit,
  submitLabel,
}: TripFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [now, setNow] = useState(() => fixedNow ?? new Date());
  const [draft, setDraft] = useState(() => draftFrom(initial ?? {}, now));
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const { cities, loading, error, refetch } = useTripCities();

  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    const trip = soundParts(draft, now);
    saveLastTrip(trip);
    changed.current?.(trip);
  }, [draft, now]);

  const problems = useMemo(() => draftProblems(draft, now), [draft, now]);
  const shown = (field: DraftField) =>
    problems[field] && (submitted || touched.has(field))
      ? problemMessage(problems[field])
      : undefined;
  const touch = (field: DraftField) =>
    setTouched((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
  const fieldId = (field: DraftField) =>
    ({
      city: `${id}-city`,
      to: `${id}-to`,
      startDate: `${id}-pickup-date`,
      startTime: `${id}-pickup-time`,
      endDate: `${id}-return-date`,
    })[field];

  const setCity = (city: string) =>
    setDraft((current) => ({ ...current, city, to: current.to === city ? '' : current.to }));

  const setPickupDate = (date: string) => {
    if (isDate(date)) touch('startDate');
    setDraft((current) => {
      const times = pickupTimes(date, now);
      const time = times.find((slot) => slot >= current.startTime) ?? times[0];
      return withPickup(current, date, time);
    });
  };

  const setReturnDate = (date: string) => {
    if (isDate(date)) touch('endDate');
    setDraft((current) => {
      const times = returnTimes({ ...current, endDate: date });
      const time = times.includes(current.endTime) ? current.endTime : times[0];
      return { ...current, endDate: date, endTime: time };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = fixedNow ?? new Date();
    setNow(current);
    setSubmitted(true);
    const trip = tripOf(draft, current);
    if (!trip) {
      const found = draftProblems(draft, current);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    saveLastTrip(trip);
    if (onSubmit) onSubmit(trip);
    else void navigate(`/search?${tripQuery(trip)}`);
  };

  const firstDay = firstPickupDay(now);
  const datesSound = !problems.startDate && !problems.startTime && !problems.endDate;

  return (
    <StyledForm
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'tripForm.label' })}
    >
      <TripKindToggle
        name={`${id}-kind`}
        oneWay={draft.oneWay}
        onChange={(oneWay) => setDraft((current) => ({ ...current, oneWay }))}
      />

      <CityField
        id={fieldId('city')}
        label={<FormattedMessage id="tripForm.city" />}
        value={draft.city}
        cities={cities}
        loading={loading}
        error={shown('city')}
        onChange={setCity}
        onBlur={() => touch('city')}
      />
      {draft.oneWay && (
        <CityField
          id={fieldId('to')}
          label={<FormattedMessage id="tripForm.to" />}
          value={draft.to}
          cities={cities}
          exclude={draft.city}
          loading={loading}
          error={shown('to')}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
          onBlur={() => touch('to')}
        />
      )}
      {error && !loading && (
        <StyledCitiesProblem role="alert">
          <p>
            <FormattedMessage id="tripForm.city.error" />
          </p>
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={() => void refetch().catch(() => undefined)}
          >
            <FormattedMessage id="common.retry" />
          </StyledButton>
        </StyledCitiesProblem>
      )}

      <DateTimeField
        id={`${id}-pickup`}
        dateLabel={<FormattedMessage id="tripForm.pickupDate" />}
        timeLabel={<FormattedMessage id="tripForm.pickupTime" />}
        date={draft.startDate}
        time={draft.startTime}
        times={pickupTimes(draft.startDate, now)}
        min={firstDay}
        max={lastPickupDay(now)}
        onDate={setPickupDate}
        onTime={(time) => setDraft((current) => withPickup(current, current.startDate, time))}
        onBlur={() => touch('startDate')}
        error={shown('startDate') ?? shown('startTime')}
        errorOn={problems.startDate ? 'date' : 'time'}
      />
      <DateTimeField
        id={`${id}-return`}
        dateLabel={<FormattedMessage id="tripForm.returnDate" />}
        timeLabel={<FormattedMessage id="tripForm.returnTime" />}
        date={draft.endDate}
        time={draft.endTime}
        times={returnTimes(draft)}
        min={isDate(draft.startDate) ? draft.startDate : firstDay}
        max={addDays(isDate(draft.startDate) ? draft.startDate : firstDay, maxRentalDays)}
        onDate={setReturnDate}
        onTime={(time) => setDraft((current) => ({ ...current, endTime: time }))}
        onBlur={() => touch('endDate')}
        note={
          datesSound && (
            <StyledLength>
              <FormattedMessage
                id="tripForm.length"
                values={{ days: rentalDays(startOf(draft), endOf(draft)) }}
              />
            </StyledLength>
          )
        }
        error={shown('endDate')}
      />

      <StyledButton type="submit" $block>
        {submitLabel ?? <FormattedMessage id="tripForm.submit" />}
      </StyledButton>
    </StyledForm>
  );
}
