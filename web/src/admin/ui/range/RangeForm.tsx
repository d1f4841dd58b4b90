import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../../ui/Button';
import { StyledCard } from '../../../ui/formStyles';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import {
  quickRanges,
  rangeProblems,
  sameRange,
  type DateRange,
  type QuickRangeId,
  type RangeProblem,
} from './dateRange';
import type { RangeErrors } from './rangeErrors';

/** The form as a card (the kit's), a little tighter on a phone. */
const StyledRangeCard = styled(StyledCard)`
  @media (max-width: 899px) {
    padding: 12px;
  }
`;

/** Phone first: the quick choices on top, then From|To and By|Show in pairs, so the figures start on the first screen. */
const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 10px;
  align-items: start;
  button[type='submit'] {
    align-self: end;
  }
  input[type='date'] {
    padding-inline: 8px;
  }
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(10rem, 14rem)) auto;
    gap: 12px;
    justify-content: start;
    /* Level with the fields (under their labels), not pushed down by a field's error. */
    button[type='submit'] {
      align-self: start;
      margin-top: 28px;
    }
  }
`;

/** On a phone one row that scrolls sideways (the next choice peeks out); wrapped when wide. */
const StyledQuick = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  /* Room for the focus ring, which the scrolling box would cut. */
  padding: 3px;
  margin: -3px;
  button {
    flex: none;
    padding-inline: 14px;
  }
  @media (min-width: 900px) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const quickNames = {
  last7Days: { id: 'admin.range.quick.last7Days' },
  last30Days: { id: 'admin.range.quick.last30Days' },
  thisMonth: { id: 'admin.range.quick.thisMonth' },
  last12Months: { id: 'admin.range.quick.last12Months' },
  thisYear: { id: 'admin.range.quick.thisYear' },
} satisfies Record<QuickRangeId, MessageDescriptor>;

const dayLabels = {
  from: <FormattedMessage id="admin.range.from" />,
  to: <FormattedMessage id="admin.range.to" />,
};

const problemTexts = {
  missing: { id: 'admin.range.missing' },
  order: { id: 'admin.range.order' },
} satisfies Record<RangeProblem, MessageDescriptor>;

/**
 * The range of a figures screen: the screen's quick choices (applied at once), from, to, by
 * day or month, applied with "Show" (the link then keeps it). The days are checked here
 * before the API is asked; what the API refuses (`apiErrors`) is shown at the field it names.
 */
export function RangeForm({
  range,
  today,
  quick,
  apiErrors,
  onApply,
}: {
  range: DateRange;
  today: string;
  quick: readonly QuickRangeId[];
  apiErrors: RangeErrors;
  onApply(range: DateRange): void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(range);
  const [checked, setChecked] = useState(false);
  // The link's range may be wrong already (a shared link): say so at once.
  const problems = rangeProblems(checked ? draft : range);
  const error = (field: 'from' | 'to') => {
    const problem = problems[field];
    if (problem) return intl.formatMessage(problemTexts[problem]);
    return draft[field] === range[field] ? apiErrors[field] : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(rangeProblems(draft)).length === 0) onApply(draft);
  };

  return (
    <StyledRangeCard
      as="form"
      aria-label={intl.formatMessage({ id: 'admin.range.label' })}
      noValidate
      onSubmit={submit}
    >
      <StyledQuick role="group" aria-label={intl.formatMessage({ id: 'admin.range.quick' })}>
        {quick.map((id) => {
          const next = quickRanges[id](today);
          return (
            <StyledButton
              key={id}
              type="button"
              $variant="secondary"
              aria-pressed={sameRange(next, range)}
              onClick={() => {
                setDraft(next);
                setChecked(false);
                onApply(next);
              }}
            >
              {intl.formatMessage(quickNames[id])}
            </StyledButton>
          );
        })}
      </StyledQuick>
      <StyledFields>
        {(['from', 'to'] as const).map((field) => (
          <TextField
            key={field}
            label={dayLabels[field]}
            type="date"
            value={draft[field]}
            min="2000-01-01"
            max="2100-12-31"
            error={error(field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
        <SelectField
          label={<FormattedMessage id="admin.range.by" />}
          value={draft.by}
          onChange={(by) => setDraft({ ...draft, by: by === 'MONTH' ? 'MONTH' : 'DAY' })}
        >
          <option value="DAY">{intl.formatMessage({ id: 'admin.range.byDay' })}</option>
          <option value="MONTH">{intl.formatMessage({ id: 'admin.range.byMonth' })}</option>
        </SelectField>
        <StyledButton type="submit">
          <FormattedMessage id="admin.range.show" />
        </StyledButton>
      </StyledFields>
    </StyledRangeCard>
  );
}
