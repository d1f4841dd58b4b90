import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { CityCard } from './CityCard';

export const CitiesScreenQuery = graphql(`
  query CitiesScreen {
    cities(first: 100) {
      totalCount
      edges {
        node {
          id
          ...CityCard_city
        }
      }
    }
  }
`);

const StyledTitle = styled.h1`
  margin: 8px 0 4px;
  font-size: 1.6rem;
`;

const StyledSubtitle = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const StyledRetry = styled.button`
  min-height: 44px;
  padding: 0 20px;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  cursor: pointer;
`;

/** The landing screen for now: every city, each with its rental shops. */
export function CitiesScreen() {
  const { data, loading, error, refetch } = useQuery(CitiesScreenQuery, {
    notifyOnNetworkStatusChange: true,
  });
  return (
    <section aria-busy={loading}>
      <StyledTitle>
        <FormattedMessage id="cities.title" />
      </StyledTitle>
      <StyledSubtitle>
        <FormattedMessage id="cities.subtitle" />
      </StyledSubtitle>
      {loading ? (
        <p role="status">
          <FormattedMessage id="cities.loading" />
        </p>
      ) : error || !data ? (
        <div role="alert">
          <p>
            <FormattedMessage id="cities.error" />
          </p>
          <StyledRetry type="button" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="cities.retry" />
          </StyledRetry>
        </div>
      ) : data.cities.edges.length === 0 ? (
        <p>
          <FormattedMessage id="cities.empty" />
        </p>
      ) : (
        <StyledList>
          {data.cities.edges.map(({ node }) => (
            <li key={node.id}>
              <CityCard city={node} />
            </li>
          ))}
        </StyledList>
      )}
    </section>
  );
}
