import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDay, isDate } from './dates';
import {
  FieldError,
  StyledDateInput,
  StyledField,
  StyledHint,
  StyledLabel,
  StyledSelect,
} from './fieldStyles';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6.75rem;
  gap: 8px;
`;

/** Holds the message's place (and is announced) so that a message appearing moves nothing. */
const StyledMessages = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px;
`;

export interface DateTimeFieldProps {
  /** Prefix of the controls' ids: `<id>-date`, `<id>-time`. */
  id: string;
  dateLabel: ReactNode;
  timeLabel: ReactNode;
  date: string;
  time: string;
  /** The quarter hours on offer for `date`; `time` is always one of them. */
  times: string[];
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Said of both controls after their own hint and error (why they are locked). */
  describedBy?: string;
  onDate(date: string): void;
  onTime(time: string): void;
  onBlur?(): void;
  /** Said after the day, e.g. the rental's length. */
  note?: ReactNode;
  error?: ReactNode;
  /** Which control the error is about. */
  errorOn?: 'date' | 'time';
}

/**
 * A day in the phone's own date picker and a quarter hour from a list: the best controls on
 * phones (the traveller's trip and rental dates, the owner's booking edit). Below, the day as the app writes it (`Tue, 01.12.2026`), whatever the picker shows.
 */
export function DateTimeField({
  id,
  dateLabel,
  timeLabel,
  date,
  time,
  times,
  min,
  max,
  onDate,
  onTime,
  onBlur,
  note,
  error,
  errorOn = 'date',
  disabled,
  describedBy: also,
}: DateTimeFieldProps) {
  const intl = useIntl();
  const dateId = `${id}-date`;
  const timeId = `${id}-time`;
  const hintId = `${id}-day`;
  const errorId = `${id}-error`;
  const describedBy = (on: 'date' | 'time') =>
    [on === 'date' && isDate(date) ? hintId : null, error && errorOn === on ? errorId : null, also]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <StyledField>
      <StyledRow>
        <StyledField>
          <StyledLabel htmlFor={dateId}>{dateLabel}</StyledLabel>
          <StyledDateInput
            id={dateId}
            type="date"
            value={date}
            min={min}
            max={max}
            required
            disabled={disabled}
            aria-invalid={error && errorOn === 'date' ? true : undefined}
            aria-describedby={describedBy('date')}
            onChange={(event) => onDate(event.target.value)}
            onBlur={onBlur}
          />
        </StyledField>
        <StyledField>
          <StyledLabel htmlFor={timeId}>{timeLabel}</StyledLabel>
          <StyledSelect
            id={timeId}
            value={time}
            disabled={disabled}
            aria-invalid={error && errorOn === 'time' ? true : undefined}
            aria-describedby={describedBy('time')}
            onChange={(event) => onTime(event.target.value)}
          >
            {times.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </StyledSelect>
        </StyledField>
      </StyledRow>
      <StyledMessages aria-live="polite">
        {isDate(date) && (
          <StyledHint id={hintId}>
            {formatDay(date, intl.locale, 'long')}
            {note && <> · {note}</>}
          </StyledHint>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </StyledMessages>
    </StyledField>
  );
}
