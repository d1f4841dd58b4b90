import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BikeSearchFilter } from '../../gql/graphql';
import { addDays, datePart, isPast, joinLocal, timePart, toInstant } from '../../ui/tripTime';
import { dateTimeFormat } from '../../ui/intlFormats';

export const SearchFlexibleDatesQuery = graphql(`
  query SearchFlexibleDates(
    $minus2: BikeSearchFilter!
    $minus1: BikeSearchFilter!
    $plus1: BikeSearchFilter!
    $plus2: BikeSearchFilter!
    $withMinus2: Boolean!
    $withMinus1: Boolean!
  ) {
    minus2: searchFacets(filter: $minus2) @include(if: $withMinus2) {
      totalCount
    }
    minus1: searchFacets(filter: $minus1) @include(if: $withMinus1) {
      totalCount
    }
    plus1: searchFacets(filter: $plus1) {
      totalCount
    }
    plus2: searchFacets(filter: $plus2) {
      totalCount
    }
  }
`);

const shifts = [
  ['minus2', -2],
  ['minus1', -1],
  ['plus1', 1],
  ['plus2', 2],
] as const;

function shifted(local: string, days: number): string {
  return joinLocal(addDays(datePart(local), days), timePart(local));
}

const StyledChips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
`;

export const StyledChip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
`;

/** `Wed 03.12` in the visitor's language. */
function shortDay(local: string, locale: string): string {
  const weekday = dateTimeFormat(locale, {
    weekday: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(toInstant(local)));
  return `${weekday} ${local.slice(8, 10)}.${local.slice(5, 7)}`;
}

/**
 * Nothing free for the dates: the same trip two days earlier or later, with how many bikes
 * each would find (one request for all four), the ones with bikes as links.
 */
export function FlexibleDates({
  filter,
  start,
  end,
  hrefFor,
  now = new Date(),
}: {
  filter: BikeSearchFilter;
  start: string;
  end: string;
  hrefFor(start: string, end: string): string;
  now?: Date;
}) {
  const { locale } = useIntl();
  const trips = Object.fromEntries(
    shifts.map(([name, days]) => [name, { start: shifted(start, days), end: shifted(end, days) }]),
  ) as Record<(typeof shifts)[number][0], { start: string; end: string }>;
  const variables = Object.fromEntries(
    shifts.map(([name]) => [
      name,
      {
        ...filter,
        dateStartTravel: toInstant(trips[name].start),
        dateEndTravel: toInstant(trips[name].end),
      },
    ]),
  );
  const { data } = useQuery(SearchFlexibleDatesQuery, {
    variables: {
      minus2: variables.minus2,
      minus1: variables.minus1,
      plus1: variables.plus1,
      plus2: variables.plus2,
      withMinus2: !isPast(trips.minus2.start, now),
      withMinus1: !isPast(trips.minus1.start, now),
    },
  });
  if (!data) return null;
  const found = shifts
    .map(([name]) => ({ name, ...trips[name], count: data[name]?.totalCount ?? 0 }))
    .filter((trip) => trip.count > 0);
  if (found.length === 0) return null;
  return (
    <section aria-labelledby="search-flexible">
      <h3 id="search-flexible">
        <FormattedMessage id="search.flexible.title" />
      </h3>
      <StyledChips>
        {found.map((trip) => (
          <li key={trip.name}>
            <StyledChip to={hrefFor(trip.start, trip.end)} replace>
              <FormattedMessage
                id="search.flexible.chip"
                values={{
                  start: shortDay(trip.start, locale),
                  end: shortDay(trip.end, locale),
                  count: trip.count,
                }}
              />
            </StyledChip>
          </li>
        ))}
      </StyledChips>
    </section>
  );
}
