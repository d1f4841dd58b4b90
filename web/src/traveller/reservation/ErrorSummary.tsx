import { forwardRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { fieldIds, type FieldErrors, type FieldKey, type Problem } from './reservationErrors';

const errorsId = 'reservation-errors';

const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
    display: grid;
    gap: 10px;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledProblem = styled.li`
  display: grid;
  gap: 8px;
  justify-items: start;
`;

/** In the order of the form. */
const fieldOrder: FieldKey[] = [
  'addons',
  'bags',
  'firstName',
  'lastName',
  'email',
  'phone',
  'terms',
];

function focusField(key: FieldKey) {
  const element = document.getElementById(fieldIds[key]);
  element?.scrollIntoView?.({ block: 'center' });
  element?.focus();
}

/**
 * Everything that stopped the booking, announced at once: each field's error links to the
 * field (which says it again beside itself); problems with the trip bring their way on.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { fields: FieldErrors; problems: Problem[]; wayOn(problem: Problem): ReactNode }
>(function ErrorSummary({ fields, problems, wayOn }, ref) {
  const intl = useIntl();
  const fieldKeys = fieldOrder.filter((key) => fields[key]);
  if (fieldKeys.length === 0 && problems.length === 0) return null;
  return (
    <StyledSummary ref={ref} role="alert" tabIndex={-1} aria-labelledby={errorsId}>
      <h2 id={errorsId}>
        <FormattedMessage id="reservation.errors.title" />
      </h2>
      <ul>
        {problems.map((problem) => (
          <StyledProblem key={problem.key}>
            <span>{intl.formatMessage(problem.message, problem.values)}</span>
            {wayOn(problem)}
          </StyledProblem>
        ))}
        {fieldKeys.map((key) => {
          const text = fields[key]!;
          return (
            <li key={key}>
              <a
                href={`#${fieldIds[key]}`}
                onClick={(event) => {
                  // Moving focus, not the URL: a new history entry would look like leaving.
                  event.preventDefault();
                  focusField(key);
                }}
              >
                {intl.formatMessage(text.message, text.values)}
              </a>
            </li>
          );
        })}
      </ul>
    </StyledSummary>
  );
});
