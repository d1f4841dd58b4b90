import { memo, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { RentalDates_ScheduleFragment } from '../../gql/graphql';
import { formatDay } from '../shop/dates';
import { openTimes } from '../shop/openingHours';
import { datePart, joinLocal, rentalDays, timePart } from '../trip/tripTime';
import {
  fitWindow,
  pickupDays,
  returnDays,
  returnTimes,
  type DayChoice,
  type RentalWindow,
} from './rentalWindow';

/** The opening minutes the date and time choices follow; spread `@unmask` (no id). */
export const RentalDates_schedule = graphql(`
  fragment RentalDates_schedule on WeekSchedule {
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
`);

const StyledFieldset = styled.fieldset`
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  display: grid;
  grid-template-columns: 1fr 7.5rem;
  gap: 8px;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 700;
`;

const StyledField = styled.div`
  display: grid;
  gap: 4px;
  align-content: start;
  label {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledSelect = styled.select`
  min-height: ${({ theme }) => theme.tap};
  width: 100%;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
`;

const StyledLength = styled.p`
  margin: 0;
  font-weight: 600;
`;

type Week = RentalDates_ScheduleFragment;

function nearest(times: string[], time: string): string | undefined {
  return times.find((slot) => slot >= time) ?? times[0];
}

/** Hundreds of options: drawn again only when the days change. */
const DayOptions = memo(function DayOptions({ days }: { days: DayChoice[] }) {
  const intl = useIntl();
  const closed = intl.formatMessage({ id: 'bike.dates.closed' });
  return days.map(({ date, closed: isClosed }) => {
    const label = formatDay(date, intl.locale);
    return (
      <option key={date} value={date} disabled={isClosed}>
        {isClosed ? `${label} · ${closed}` : label}
      </option>
    );
  });
});

/**
 * Pickup and return, each a day and a quarter hour. Only days and times at which the shop is
 * open are offered (the return shop's for the return), never past ones, the return within 90
 * days after the pickup.
 */
export function RentalDates({
  pickupWeek,
  returnWeek,
  value,
  onChange,
  now,
}: {
  pickupWeek: Week;
  returnWeek: Week;
  value: RentalWindow;
  onChange(value: RentalWindow): void;
  now: Date;
}) {
  const id = useId();
  const startDate = datePart(value.start);
  const endDate = datePart(value.end);
  const pickupDayChoices = useMemo(() => pickupDays(pickupWeek, now), [pickupWeek, now]);
  const returnDayChoices = useMemo(
    () => returnDays(returnWeek, value.start, now),
    [returnWeek, value.start, now],
  );
  const pickupTimes = openTimes(pickupWeek, startDate, now);
  const returnTimeChoices = returnTimes(returnWeek, endDate, value.start, now);

  const change = (wanted: RentalWindow) => {
    const fitted = fitWindow(pickupWeek, returnWeek, wanted, now);
    if (fitted) onChange(fitted);
  };
  const setPickupDate = (date: string) => {
    const time = nearest(openTimes(pickupWeek, date, now), timePart(value.start));
    if (time) change({ start: joinLocal(date, time), end: value.end });
  };
  const setReturnDate = (date: string) => {
    const time = nearest(returnTimes(returnWeek, date, value.start, now), timePart(value.end));
    if (time) change({ start: value.start, end: joinLocal(date, time) });
  };

  return (
    <>
      <StyledFieldset>
        <StyledLegend>
          <FormattedMessage id="bike.dates.pickup" />
        </StyledLegend>
        <StyledField>
          <label htmlFor={`${id}-pickup-date`}>
            <FormattedMessage id="bike.dates.pickupDate" />
          </label>
          <StyledSelect
            id={`${id}-pickup-date`}
            value={startDate}
            onChange={(event) => setPickupDate(event.target.value)}
          >
            <DayOptions days={pickupDayChoices} />
          </StyledSelect>
        </StyledField>
        <StyledField>
          <label htmlFor={`${id}-pickup-time`}>
            <FormattedMessage id="bike.dates.pickupTime" />
          </label>
          <StyledSelect
            id={`${id}-pickup-time`}
            value={timePart(value.start)}
            onChange={(event) =>
              change({ start: joinLocal(startDate, event.target.value), end: value.end })
            }
          >
            {pickupTimes.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </StyledFieldset>
      <StyledFieldset>
        <StyledLegend>
          <FormattedMessage id="bike.dates.return" />
        </StyledLegend>
        <StyledField>
          <label htmlFor={`${id}-return-date`}>
            <FormattedMessage id="bike.dates.returnDate" />
          </label>
          <StyledSelect
            id={`${id}-return-date`}
            value={endDate}
            onChange={(event) => setReturnDate(event.target.value)}
          >
            <DayOptions days={returnDayChoices} />
          </StyledSelect>
        </StyledField>
        <StyledField>
          <label htmlFor={`${id}-return-time`}>
            <FormattedMessage id="bike.dates.returnTime" />
          </label>
          <StyledSelect
            id={`${id}-return-time`}
            value={timePart(value.end)}
            onChange={(event) =>
              change({ start: value.start, end: joinLocal(endDate, event.target.value) })
            }
          >
            {returnTimeChoices.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </StyledFieldset>
      <StyledLength>
        <FormattedMessage
          id="bike.dates.length"
          values={{ days: rentalDays(value.start, value.end) }}
        />
      </StyledLength>
    </>
  );
}
