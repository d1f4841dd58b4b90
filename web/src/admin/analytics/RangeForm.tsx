import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import {
  quickRange,
  quickRangeIds,
  rangeProblems,
  type AnalyticsRange,
  type QuickRangeId,
  type RangeProblem,
} from './analyticsRange';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 12px;
  align-items: start;
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(10rem, 14rem)) auto;
    align-items: end;
    justify-content: start;
  }
`;

const StyledQuick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const quickNames = {
  last7: { id: 'admin.analytics.quick.last7' },
  last30: { id: 'admin.analytics.quick.last30' },
  thisMonth: { id: 'admin.analytics.quick.thisMonth' },
  last12Months: { id: 'admin.analytics.quick.last12Months' },
  thisYear: { id: 'admin.analytics.quick.thisYear' },
} satisfies Record<QuickRangeId, MessageDescriptor>;

const problemTexts = {
  missing: { id: 'admin.analytics.range.missing' },
  order: { id: 'admin.analytics.range.order' },
} satisfies Record<RangeProblem, MessageDescriptor>;

/** The API's refusal of a range, at the field it names (`from` or `to`). */
export type ServerRangeErrors = Partial<Record<'from' | 'to', string>>;

/**
 * The range of the reports: from, to, by day or month, "Show"; and quick choices that show
 * their range at once. The days are checked here before the API is asked.
 */
export function RangeForm({
  range,
  serverErrors,
  onChange,
}: {
  range: AnalyticsRange;
  serverErrors: ServerRangeErrors;
  onChange(range: AnalyticsRange): void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(range);
  const [checked, setChecked] = useState(false);
  // The address's range may be wrong already (a shared link): say so at once.
  const problems = rangeProblems(checked ? draft : range);
  const error = (field: 'from' | 'to') => {
    const problem = problems[field];
    if (problem) return intl.formatMessage(problemTexts[problem]);
    return draft[field] === range[field] ? serverErrors[field] : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(rangeProblems(draft)).length === 0) onChange(draft);
  };

  return (
    <StyledForm
      aria-label={intl.formatMessage({ id: 'admin.analytics.range.label' })}
      noValidate
      onSubmit={submit}
    >
      <StyledFields>
        <TextField
          label={<FormattedMessage id="admin.analytics.range.from" />}
          type="date"
          value={draft.from}
          error={error('from')}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={<FormattedMessage id="admin.analytics.range.to" />}
          type="date"
          value={draft.to}
          error={error('to')}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <SelectField
          label={<FormattedMessage id="admin.analytics.range.by" />}
          value={draft.by}
          onChange={(by) => setDraft({ ...draft, by: by === 'month' ? 'month' : 'day' })}
        >
          <option value="day">{intl.formatMessage({ id: 'admin.analytics.range.byDay' })}</option>
          <option value="month">
            {intl.formatMessage({ id: 'admin.analytics.range.byMonth' })}
          </option>
        </SelectField>
        <StyledButton type="submit">
          <FormattedMessage id="admin.analytics.range.show" />
        </StyledButton>
      </StyledFields>
      <StyledQuick
        role="group"
        aria-label={intl.formatMessage({ id: 'admin.analytics.quick.label' })}
      >
        {quickRangeIds.map((id) => (
          <StyledButton
            key={id}
            type="button"
            $variant="secondary"
            onClick={() => {
              const next = quickRange(id);
              setDraft(next);
              setChecked(false);
              onChange(next);
            }}
          >
            {intl.formatMessage(quickNames[id])}
          </StyledButton>
        ))}
      </StyledQuick>
    </StyledForm>
  );
}
