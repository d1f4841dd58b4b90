import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { weekdayKeys, weekdayName, type WeekdayKey } from '../../ui/weekdays';
import { StyledFieldError, StyledHint } from '../../ui/formStyles';
import { Switch } from '../../ui/Switch';
import {
  clockText,
  nextSlot,
  quarterHours,
  slotsPerDay,
  type DayProblem,
  type Slot,
  type Week,
} from './openingHours';
import { StyledFieldset, StyledSelect } from './shopStyles';

const StyledDays = styled.div`
  display: grid;
  gap: 20px;
`;

const StyledSlot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 8px;
  align-items: end;
  & label {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
`;

const StyledRemove = styled(StyledButton)`
  min-width: 44px;
  padding-inline: 10px;
`;

function DayEditor({
  day,
  slots,
  problem,
  serverError,
  twelveHour,
  onChange,
}: {
  day: WeekdayKey;
  slots: Slot[];
  problem: DayProblem | undefined;
  serverError: string | undefined;
  twelveHour: boolean;
  onChange(slots: Slot[]): void;
}) {
  const intl = useIntl();
  const id = useId();
  const dayName = weekdayName(intl.locale, day);
  const errorId = `${id}-error`;
  const clock = (time: string) => clockText(time, twelveHour);
  const message = problem
    ? problem.kind === 'order'
      ? intl.formatMessage(
          { id: 'owner.shops.hours.order' },
          { number: problem.index + 1, day: dayName },
        )
      : intl.formatMessage(
          { id: 'owner.shops.hours.overlap' },
          {
            number: problem.index + 1,
            day: dayName,
            start: clock(problem.other.start),
            end: clock(problem.other.end),
          },
        )
    : serverError;
  const update = (index: number, change: Partial<Slot>) =>
    onChange(slots.map((slot, at) => (at === index ? { ...slot, ...change } : slot)));
  return (
    <StyledFieldset aria-describedby={message ? errorId : undefined}>
      <legend>{dayName}</legend>
      {slots.length === 0 && (
        <StyledHint>
          <FormattedMessage id="owner.shops.hours.closed" />
        </StyledHint>
      )}
      {slots.map((slot, index) => {
        const invalid = problem?.index === index || undefined;
        return (
          <StyledSlot key={index}>
            <label>
              <FormattedMessage
                id="owner.shops.hours.opens"
                values={{ day: dayName, number: index + 1 }}
              />
              <StyledSelect
                value={slot.start}
                aria-invalid={invalid}
                onChange={(event) => update(index, { start: event.target.value })}
              >
                {quarterHours.map((time) => (
                  <option key={time} value={time}>
                    {clock(time)}
                  </option>
                ))}
              </StyledSelect>
            </label>
            <label>
              <FormattedMessage
                id="owner.shops.hours.closes"
                values={{ day: dayName, number: index + 1 }}
              />
              <StyledSelect
                value={slot.end}
                aria-invalid={invalid}
                onChange={(event) => update(index, { end: event.target.value })}
              >
                {quarterHours.map((time) => (
                  <option key={time} value={time}>
                    {clock(time)}
                  </option>
                ))}
              </StyledSelect>
            </label>
            <StyledRemove
              type="button"
              $variant="ghost"
              aria-label={intl.formatMessage(
                { id: 'owner.shops.hours.remove' },
                { day: dayName, number: index + 1 },
              )}
              onClick={() => onChange(slots.filter((_, at) => at !== index))}
            >
              ✕
            </StyledRemove>
          </StyledSlot>
        );
      })}
      {message && (
        <StyledFieldError id={errorId} role="alert">
          {message}
        </StyledFieldError>
      )}
      {slots.length < slotsPerDay && (
        <StyledButton
          type="button"
          $variant="secondary"
          aria-label={intl.formatMessage({ id: 'owner.shops.hours.addTo' }, { day: dayName })}
          onClick={() => onChange([...slots, nextSlot(slots)])}
        >
          <FormattedMessage id="owner.shops.hours.add" />
        </StyledButton>
      )}
    </StyledFieldset>
  );
}

/** Opening hours Monday to Sunday, several slots a day, each a quarter hour 08:00–23:45. */
export function OpeningHoursEditor({
  week,
  problems,
  serverErrors,
  twelveHour,
  onTwelveHour,
  onChange,
}: {
  week: Week;
  problems: Partial<Record<WeekdayKey, DayProblem>>;
  serverErrors: Partial<Record<WeekdayKey, string>>;
  twelveHour: boolean;
  onTwelveHour(twelveHour: boolean): void;
  onChange(week: Week): void;
}) {
  return (
    <StyledDays>
      <Switch
        label={<FormattedMessage id="owner.shops.hours.twelveHour" />}
        checked={twelveHour}
        onChange={onTwelveHour}
      />
      {weekdayKeys.map((day) => (
        <DayEditor
          key={day}
          day={day}
          slots={week[day]}
          problem={problems[day]}
          serverError={serverErrors[day]}
          twelveHour={twelveHour}
          onChange={(slots) => onChange({ ...week, [day]: slots })}
        />
      ))}
    </StyledDays>
  );
}
