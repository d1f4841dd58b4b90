import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { BikeSearchFilter } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { tripQuery, type Trip } from '../trip/trip';
import { useTripCities } from '../trip/useTripCities';
import { FlexibleDates, StyledChip } from './FlexibleDates';

const StyledEmpty = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
  }
`;

/** Nothing found: why, and the nearest searches that do find bikes. */
export function NoBikes({
  trip,
  filter,
  filterCount,
  hrefForTrip,
  onResetFilters,
}: {
  trip: Partial<Trip>;
  filter: BikeSearchFilter;
  filterCount: number;
  hrefForTrip(changes: Partial<Trip>): string;
  onResetFilters(): void;
}) {
  const { cities } = useTripCities();
  const others = cities.filter((city) => city.slug !== trip.city && city.shopCount > 0).slice(0, 4);
  return (
    <StyledEmpty>
      <p>
        {trip.start ? (
          <FormattedMessage id="search.empty.dates" />
        ) : (
          <FormattedMessage id="search.empty.text" />
        )}
      </p>
      {filterCount > 0 && (
        <StyledButton type="button" $variant="secondary" onClick={onResetFilters}>
          <FormattedMessage id="search.empty.resetFilters" />
        </StyledButton>
      )}
      {trip.start && trip.end && (
        <FlexibleDates
          filter={filter}
          start={trip.start}
          end={trip.end}
          hrefFor={(start, end) => hrefForTrip({ start, end })}
        />
      )}
      {trip.to && (
        <p>
          <StyledChip to={hrefForTrip({ to: null })} replace>
            <FormattedMessage id="search.empty.roundTrip" />
          </StyledChip>
        </p>
      )}
      {others.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="search.empty.otherCities" />
          </h3>
          <ul>
            {others.map((city) => (
              <li key={city.slug}>
                <StyledChip to={`/search?${tripQuery({ ...trip, city: city.slug, to: null })}`}>
                  {city.name}
                </StyledChip>
              </li>
            ))}
          </ul>
        </>
      )}
    </StyledEmpty>
  );
}
