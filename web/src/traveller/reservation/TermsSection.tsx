import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { FieldError } from './FieldError';
import { RentalRequirementsInline, type RentalRequirements_bike } from './RentalRequirements';
import { fieldIds, type ErrorText } from './reservationErrors';
import { StyledCard, StyledCardTitle } from './styles';

const termsTitleId = 'reservation-terms-title';

const StyledCheck = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  min-height: ${({ theme }) => theme.tap};
  padding: 8px 0;
  font-weight: 600;
  cursor: pointer;
  input {
    flex: 0 0 auto;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

const StyledTerms = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  p {
    margin: 0;
  }
`;

const StyledRead = styled(StyledButton)`
  justify-self: start;
  padding-left: 0;
  padding-right: 0;
  text-decoration: underline;
`;

const termsParagraphs = Object.values(
  defineMessages({
    request: { id: 'reservation.terms.text.request' },
    cash: { id: 'reservation.terms.text.cash' },
    intermediary: { id: 'reservation.terms.text.intermediary' },
    requirements: { id: 'reservation.terms.text.requirements' },
    cancel: { id: 'reservation.terms.text.cancel' },
    riding: { id: 'reservation.terms.text.riding' },
  }),
);

/**
 * Spec section 5: the terms and the rental requirements are accepted together, with one box,
 * the requirements written out beside it.
 */
export function TermsSection({
  bike,
  accepted,
  onChange,
  error,
}: {
  bike: FragmentType<typeof RentalRequirements_bike>;
  accepted: boolean;
  onChange(accepted: boolean): void;
  error?: ErrorText;
}) {
  const intl = useIntl();
  const [reading, setReading] = useState(false);
  const errorId = `${fieldIds.terms}-error`;
  const requirementsId = 'reservation-terms-requirements';
  return (
    <StyledCard aria-labelledby={termsTitleId}>
      <StyledCardTitle id={termsTitleId}>
        <FormattedMessage id="reservation.terms.title" />
      </StyledCardTitle>
      <StyledCheck>
        <input
          id={fieldIds.terms}
          type="checkbox"
          name="terms"
          checked={accepted}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${requirementsId}` : requirementsId}
        />
        <span>
          <FormattedMessage id="reservation.terms.accept" />
        </span>
      </StyledCheck>
      {error && (
        <FieldError id={errorId}>{intl.formatMessage(error.message, error.values)}</FieldError>
      )}
      <RentalRequirementsInline bike={bike} id={requirementsId} />
      <StyledRead type="button" $variant="ghost" onClick={() => setReading(true)}>
        <FormattedMessage id="reservation.terms.read" />
      </StyledRead>
      <Sheet
        open={reading}
        onClose={() => setReading(false)}
        title={<FormattedMessage id="reservation.terms.sheetTitle" />}
      >
        <StyledTerms>
          {termsParagraphs.map((paragraph) => (
            <p key={paragraph.id}>{intl.formatMessage(paragraph)}</p>
          ))}
        </StyledTerms>
      </Sheet>
    </StyledCard>
  );
}
