import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { StyledToolbar } from '../ui/adminStyles';
import { checkRange, type RangeErrors } from './cashErrors';
import { quickRanges, sameRange, type CashGranularity, type CashRange } from './cashRange';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  @media (min-width: 700px) {
    /* From, to, periods and Show on one line, the fields not stretched. */
    grid-template-columns: repeat(3, minmax(0, 200px)) max-content;
    justify-content: start;
    align-items: start;
    button[type='submit'] {
      margin-top: 1.75rem;
    }
  }
`;

const StyledQuick = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * The range asked for: from, to, by day or month, applied with "Show" (the link then keeps
 * it); quick choices apply at once. A range that ends before it starts is refused here; what
 * the API refuses (`apiErrors`) is shown at the field it names.
 */
export function CashRangeForm({
  range,
  today,
  apiErrors,
  onApply,
}: {
  range: CashRange;
  today: string;
  apiErrors: RangeErrors;
  onApply(range: CashRange): void;
}) {
  const intl = useIntl();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [by, setBy] = useState<CashGranularity>(range.by);
  const [errors, setErrors] = useState<RangeErrors>({});
  const quick = quickRanges(today);
  const quickId = useId();
  const shownErrors = Object.keys(errors).length > 0 ? errors : apiErrors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(intl, from, to);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply({ from, to, by });
  };

  const choices = [
    {
      key: 'last30Days',
      range: quick.last30Days,
      label: <FormattedMessage id="admin.cash.last30Days" />,
    },
    {
      key: 'thisMonth',
      range: quick.thisMonth,
      label: <FormattedMessage id="admin.cash.thisMonth" />,
    },
    {
      key: 'last12Months',
      range: quick.last12Months,
      label: <FormattedMessage id="admin.cash.last12Months" />,
    },
  ];

  return (
    <>
      <StyledForm
        noValidate
        onSubmit={submit}
        aria-label={intl.formatMessage({ id: 'admin.cash.range' })}
      >
        <TextField
          label={<FormattedMessage id="admin.cash.from" />}
          type="date"
          value={from}
          min="2000-01-01"
          max="2100-12-31"
          onChange={(event) => setFrom(event.target.value)}
          error={shownErrors.from}
        />
        <TextField
          label={<FormattedMessage id="admin.cash.to" />}
          type="date"
          value={to}
          min="2000-01-01"
          max="2100-12-31"
          onChange={(event) => setTo(event.target.value)}
          error={shownErrors.to}
        />
        <SelectField
          label={<FormattedMessage id="admin.cash.by" />}
          value={by}
          onChange={(value) => setBy(value === 'MONTH' ? 'MONTH' : 'DAY')}
        >
          <option value="DAY">{intl.formatMessage({ id: 'admin.cash.byDay' })}</option>
          <option value="MONTH">{intl.formatMessage({ id: 'admin.cash.byMonth' })}</option>
        </SelectField>
        <StyledButton type="submit">
          <FormattedMessage id="admin.cash.show" />
        </StyledButton>
      </StyledForm>
      <StyledQuick id={quickId}>
        <FormattedMessage id="admin.cash.quick" />
      </StyledQuick>
      <StyledToolbar role="group" aria-labelledby={quickId}>
        {choices.map((choice) => (
          <StyledButton
            key={choice.key}
            type="button"
            $variant="secondary"
            aria-pressed={sameRange(choice.range, range)}
            onClick={() => onApply(choice.range)}
          >
            {choice.label}
          </StyledButton>
        ))}
      </StyledToolbar>
    </>
  );
}
