import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeSlots } from '../../ui/tripTime';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { TextField } from '../../ui/TextField';
import {
  StyledField,
  StyledForm,
  StyledFormAlert,
  StyledInput,
  StyledLabel,
} from '../../ui/formStyles';
import { isoDateOf, periodBounds, type PeriodInput } from './unavailablePeriods';

interface Problems {
  startDate?: string;
  endDate?: string;
  form?: string;
}

function TimeSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const intl = useIntl();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput
        as="select"
        id={id}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'owner.availability.form.wholeDay' })}</option>
        {timeSlots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </StyledInput>
    </StyledField>
  );
}

/** A new period when a bike (one unit or all) cannot be rented: dates DD.MM.YYYY, quarter hours. */
export function PeriodSheet({
  bikeName,
  units,
  saving,
  problem,
  onSave,
  onClose,
}: {
  bikeName: string;
  units: readonly { id: string; label: string }[];
  saving: boolean;
  problem: string | null;
  onSave(period: PeriodInput): void;
  onClose(): void;
}) {
  const intl = useIntl();
  const [unitId, setUnitId] = useState('');
  const [startDate, setStartDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = () => {
    const start = isoDateOf(startDate);
    const end = isoDateOf(endDate);
    const dateProblem = intl.formatMessage({ id: 'owner.availability.form.date' });
    const found: Problems = {
      startDate: start ? undefined : dateProblem,
      endDate: end ? undefined : dateProblem,
    };
    if (start && end) {
      const bounds = periodBounds(start, startTime, end, endTime);
      if (!bounds.ordered)
        found.endDate = intl.formatMessage({ id: 'owner.availability.form.order' });
      else if (!saving)
        onSave({
          start: bounds.start,
          end: bounds.end,
          reason: reason.trim() || null,
          unitId: unitId || null,
        });
    }
    setProblems(found);
  };

  return (
    <Sheet
      open
      full={false}
      onClose={onClose}
      title={intl.formatMessage({ id: 'owner.availability.form.title' }, { bike: bikeName })}
    >
      <StyledForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problem && <StyledFormAlert role="alert">{problem}</StyledFormAlert>}
        <StyledField>
          <StyledLabel htmlFor="period-unit">
            <FormattedMessage id="owner.availability.form.unit" />
          </StyledLabel>
          <StyledInput
            as="select"
            id="period-unit"
            value={unitId}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
              setUnitId(event.target.value)
            }
          >
            <option value="">{intl.formatMessage({ id: 'owner.availability.allUnits' })}</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {intl.formatMessage({ id: 'owner.availability.unit' }, { label: unit.label })}
              </option>
            ))}
          </StyledInput>
        </StyledField>
        <TextField
          label={<FormattedMessage id="owner.availability.form.startDate" />}
          value={startDate}
          inputMode="decimal"
          placeholder="24.12.2026"
          error={problems.startDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
        <TimeSelect
          id="period-start-time"
          label={intl.formatMessage({ id: 'owner.availability.form.startTime' })}
          value={startTime}
          onChange={setStartTime}
        />
        <TextField
          label={<FormattedMessage id="owner.availability.form.endDate" />}
          value={endDate}
          inputMode="decimal"
          placeholder="26.12.2026"
          error={problems.endDate}
          onChange={(event) => setEndDate(event.target.value)}
        />
        <TimeSelect
          id="period-end-time"
          label={intl.formatMessage({ id: 'owner.availability.form.endTime' })}
          value={endTime}
          onChange={setEndTime}
        />
        <TextField
          label={<FormattedMessage id="owner.availability.form.reason" />}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
          <FormattedMessage id="owner.availability.form.save" />
        </StyledButton>
        <StyledButton type="button" $block $variant="secondary" onClick={onClose}>
          <FormattedMessage id="owner.availability.form.cancel" />
        </StyledButton>
      </StyledForm>
    </Sheet>
  );
}
