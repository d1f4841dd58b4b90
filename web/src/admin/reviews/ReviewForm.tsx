import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { LabelledField } from '../../ui/LabelledField';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { StyledForm, StyledFormAlert, StyledInput, StyledNotice } from '../../ui/formStyles';

export interface ReviewValues {
  name: string;
  /** '1' to '5', '' before one is chosen. */
  rating: string;
  text: string;
  ownerReply: string;
}

export type ReviewField = keyof ReviewValues | 'shopBikeId';

/** The API's field of a user error (REST names), as a field of this form. */
export function reviewFieldOf(apiField: string): ReviewField | undefined {
  const fields: Record<string, ReviewField> = {
    id: 'shopBikeId',
    name: 'name',
    rating: 'rating',
    text: 'text',
    owner_reply: 'ownerReply',
  };
  return fields[apiField];
}

export const emptyReview: ReviewValues = { name: '', rating: '', text: '', ownerReply: '' };

const StyledTextarea = styled(StyledInput).attrs({ as: 'textarea' })`
  min-height: 6rem;
  resize: vertical;
`;

/**
 * A review's name, stars, text and the owner's reply. A review a traveller wrote after a
 * booking (`fromBooking`) keeps its stars and name: those fields are locked, and it says why.
 */
export function ReviewForm({
  initial,
  fromBooking = false,
  before,
  errors,
  formError,
  saving,
  submitLabel,
  onSubmit,
}: {
  initial: ReviewValues;
  fromBooking?: boolean;
  /** Fields above the review's own (the shop bike picker of a new review). */
  before?: ReactNode;
  errors: Partial<Record<ReviewField, string>>;
  formError: string | null;
  saving: boolean;
  submitLabel: ReactNode;
  onSubmit(values: ReviewValues): void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const set = (field: keyof ReviewValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <StyledForm noValidate onSubmit={submit}>
      {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
      {before}
      {fromBooking && (
        <StyledNotice>
          <FormattedMessage id="admin.reviews.form.fromBooking" />
        </StyledNotice>
      )}
      <TextField
        label={<FormattedMessage id="admin.reviews.form.name" />}
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        error={errors.name}
        disabled={fromBooking}
        required
        maxLength={100}
        autoComplete="off"
      />
      <SelectField
        label={<FormattedMessage id="admin.reviews.form.rating" />}
        value={values.rating}
        onChange={set('rating')}
        error={errors.rating}
        disabled={fromBooking}
        placeholder={intl.formatMessage({ id: 'admin.reviews.form.chooseRating' })}
        required
      >
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={String(stars)}>
            {intl.formatMessage({ id: 'admin.reviews.stars' }, { rating: stars })}
          </option>
        ))}
      </SelectField>
      <LabelledField label={<FormattedMessage id="admin.reviews.form.text" />} error={errors.text}>
        {(control) => (
          <StyledTextarea
            {...control}
            value={values.text}
            onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) =>
              set('text')(event.target.value)
            }
            maxLength={2000}
          />
        )}
      </LabelledField>
      <LabelledField
        label={<FormattedMessage id="admin.reviews.form.reply" />}
        hint={<FormattedMessage id="admin.reviews.form.replyHint" />}
        error={errors.ownerReply}
      >
        {(control) => (
          <StyledTextarea
            {...control}
            value={values.ownerReply}
            onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) =>
              set('ownerReply')(event.target.value)
            }
            maxLength={2000}
          />
        )}
      </LabelledField>
      <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
        {saving ? <FormattedMessage id="admin.reviews.form.saving" /> : submitLabel}
      </StyledButton>
    </StyledForm>
  );
}
