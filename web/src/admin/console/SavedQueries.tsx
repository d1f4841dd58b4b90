import { pick, useGraphiQL } from '@graphiql/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { exampleVariables, type SavedQuery } from './savedQueries';

/** The console's own examples, described in the admin's language. */
const descriptions = defineMessages({
  OwnerMonthlyOrders: { id: 'admin.console.saved.ownerMonthlyOrders' },
  PartnerMonthlyOrders: { id: 'admin.console.saved.partnerMonthlyOrders' },
  CashEarnedByMonth: { id: 'admin.console.saved.cashEarnedByMonth' },
  OrdersPerMonth: { id: 'admin.console.saved.ordersPerMonth' },
});

const StyledSavedQueries = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  ul {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const StyledOpenButton = styled.button`
  display: grid;
  gap: 2px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid hsla(var(--color-neutral), var(--alpha-background-heavy));
  border-radius: var(--border-radius-8, 8px);
  background: hsl(var(--color-base));
  color: hsl(var(--color-neutral));
  text-align: left;
  cursor: pointer;
  code {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.9rem;
  }
  &:hover {
    background: hsla(var(--color-neutral), var(--alpha-background-light));
  }
`;

/**
 * GraphiQL's "Saved queries" plugin: each example opens into the editor (replacing what the
 * active tab holds), with its variables filled in; the admin then runs it.
 */
export function SavedQueries({ queries }: { queries: SavedQuery[] }) {
  const intl = useIntl();
  const { queryEditor, variableEditor } = useGraphiQL(pick('queryEditor', 'variableEditor'));
  const open = (query: SavedQuery) => {
    queryEditor?.setValue(query.query);
    variableEditor?.setValue(JSON.stringify(exampleVariables(query), null, 2));
    queryEditor?.focus();
  };
  return (
    <StyledSavedQueries aria-labelledby="saved-queries-title">
      <h2 id="saved-queries-title">
        <FormattedMessage id="admin.console.saved.title" />
      </h2>
      <p>
        <FormattedMessage id="admin.console.saved.intro" />
      </p>
      <ul>
        {queries.map((query) => {
          const known = descriptions[query.name as keyof typeof descriptions];
          return (
            <li key={query.name}>
              <StyledOpenButton type="button" onClick={() => open(query)}>
                <code>{query.name}</code>
                <span>{known ? intl.formatMessage(known) : query.description}</span>
              </StyledOpenButton>
            </li>
          );
        })}
      </ul>
      <p>
        <FormattedMessage id="admin.console.englishOnly" />
      </p>
    </StyledSavedQueries>
  );
}

/** The plugin's button in GraphiQL's sidebar: a bookmark. */
export function SavedQueriesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4-7 4V4a1 1 0 0 1 1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
