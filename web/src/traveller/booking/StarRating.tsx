import { useId, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: 6px;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 600;
`;

const StyledStars = styled.div`
  display: flex;
  gap: 4px;
`;

const StyledInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const StyledStar = styled.label<{ $lit: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 12px;
  font-size: 2.1rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.warning : theme.colors.muted)};
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledChosen = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  min-height: 1.45em;
`;

const StyledError = styled.p`
  margin: 0;
  min-height: 1.45em;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const stars = [1, 2, 3, 4, 5];

/**
 * Stars 1 to 5 as a radio group: arrow keys move between them, and each says its number to a
 * screen reader; the stars up to the choice are filled.
 */
export function StarRating({
  value,
  onChange,
  error,
  firstStarRef,
}: {
  value: number | null;
  onChange(value: number): void;
  error: string | null;
  /** Where the focus goes when the rating is missing. */
  firstStarRef: RefObject<HTMLInputElement | null>;
}) {
  const intl = useIntl();
  const name = useId();
  const errorId = useId();
  return (
    <StyledFieldset>
      <StyledLegend>
        <FormattedMessage id="booking.review.rating" />
      </StyledLegend>
      <StyledStars>
        {stars.map((star) => {
          const id = `${name}-${star}`;
          return (
            <span key={star}>
              <StyledInput
                ref={star === 1 ? firstStarRef : undefined}
                type="radio"
                id={id}
                name={name}
                value={star}
                checked={value === star}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(star)}
              />
              <StyledStar htmlFor={id} $lit={value !== null && star <= value}>
                <span aria-hidden="true">{value !== null && star <= value ? '★' : '☆'}</span>
                <span className="visually-hidden">
                  {intl.formatMessage({ id: 'booking.review.stars' }, { count: star })}
                </span>
              </StyledStar>
            </span>
          );
        })}
      </StyledStars>
      {error ? (
        <StyledError id={errorId}>{error}</StyledError>
      ) : (
        <StyledChosen aria-hidden="true">
          {value !== null && intl.formatMessage({ id: 'booking.review.chosen' }, { count: value })}
        </StyledChosen>
      )}
    </StyledFieldset>
  );
}
