import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { RentalDates_ScheduleFragment } from '../../gql/graphql';
import { formatDay, isDate } from '../../ui/dates';
import { openTimes } from '../../ui/openingHours';
import { DateTimeField } from '../../ui/DateTimeField';
import {
  addDays,
  datePart,
  joinLocal,
  rentalDays,
  timePart,
  vietnamLocal,
} from '../../ui/tripTime';
import {
  fitWindow,
  maxRentalDays,
  pickupHorizonDays,
  returnTimes,
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

const StyledDates = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const StyledLength = styled.p`
  margin: 0;
  font-weight: 600;
`;

type Week = RentalDates_ScheduleFragment;
type End = 'pickup' | 'return';

function nearest(times: string[], time: string): string | undefined {
  return times.find((slot) => slot >= time) ?? times[0];
}

/**
 * Pickup and return, each a day in the phone's own date picker and a quarter hour from the
 * times the shop is open. A day the shop cannot serve (closed, no time left today) moves to
 * the next one it can, and the field says so; never past days, the return within 90 days.
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
  const intl = useIntl();
  const [moved, setMoved] = useState<{ end: End; from: string } | null>(null);
  const startDate = datePart(value.start);
  const endDate = datePart(value.end);
  const today = datePart(vietnamLocal(now));

  const change = (wanted: RentalWindow, end?: End, chosenDay?: string) => {
    const fitted = fitWindow(pickupWeek, returnWeek, wanted, now);
    if (!fitted) return;
    const landed = datePart(end === 'return' ? fitted.end : fitted.start);
    setMoved(end && chosenDay && landed !== chosenDay ? { end, from: chosenDay } : null);
    onChange(fitted);
  };
  const setPickupDate = (date: string) => {
    if (!isDate(date)) return;
    const time = nearest(openTimes(pickupWeek, date, now), timePart(value.start));
    change(
      { start: joinLocal(date, time ?? timePart(value.start)), end: value.end },
      'pickup',
      date,
    );
  };
  const setReturnDate = (date: string) => {
    if (!isDate(date)) return;
    const time = nearest(returnTimes(returnWeek, date, value.start, now), timePart(value.end));
    change(
      { start: value.start, end: joinLocal(date, time ?? timePart(value.end)) },
      'return',
      date,
    );
  };
  const movedNote = (end: End) =>
    moved?.end === end ? (
      <FormattedMessage
        id="bike.dates.moved"
        values={{ day: formatDay(moved.from, intl.locale) }}
      />
    ) : undefined;

  return (
    <StyledDates>
      <DateTimeField
        id={`${id}-pickup`}
        dateLabel={<FormattedMessage id="bike.dates.pickupDate" />}
        timeLabel={<FormattedMessage id="bike.dates.pickupTime" />}
        date={startDate}
        time={timePart(value.start)}
        times={openTimes(pickupWeek, startDate, now)}
        min={today}
        max={addDays(today, pickupHorizonDays)}
        onDate={setPickupDate}
        onTime={(time) => change({ start: joinLocal(startDate, time), end: value.end })}
        note={movedNote('pickup')}
      />
      <DateTimeField
        id={`${id}-return`}
        dateLabel={<FormattedMessage id="bike.dates.returnDate" />}
        timeLabel={<FormattedMessage id="bike.dates.returnTime" />}
        date={endDate}
        time={timePart(value.end)}
        times={returnTimes(returnWeek, endDate, value.start, now)}
        min={startDate}
        max={addDays(startDate, maxRentalDays)}
        onDate={setReturnDate}
        onTime={(time) => change({ start: value.start, end: joinLocal(endDate, time) })}
        note={movedNote('return')}
      />
      <StyledLength>
        <FormattedMessage
          id="bike.dates.length"
          values={{ days: rentalDays(value.start, value.end) }}
        />
      </StyledLength>
    </StyledDates>
  );
}
