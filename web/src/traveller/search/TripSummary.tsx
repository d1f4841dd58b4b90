import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledSkeleton } from '../../ui/Skeleton';
import styled from 'styled-components';
import { tripQuery, type Trip } from '../trip/trip';
import { rentalDays, toInstant } from '../../ui/tripTime';
import { dateTimeFormat } from '../../ui/intlFormats';

const StyledSummary = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  padding: 12px 0 4px;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: 1.35rem;
  line-height: 1.25;
`;

/**
 * The title's words in grey blocks while the city's name loads: the name guessed from the
 * URL's slug takes about the room of the real one, lines included, so nothing moves.
 */
const StyledTitleSkeleton = styled(StyledSkeleton)`
  display: inline;
  color: transparent;
  box-decoration-break: clone;
  -webkit-box-decoration-break: clone;
`;

/** `ho-chi-minh-city` -> `Ho Chi Minh City`: a stand-in of the name's length. */
function nameFromSlug(slug: string | undefined): string {
  return (slug ?? '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const StyledDates = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const StyledChange = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
  text-decoration: none;
`;

/** `01.12–04.12` for the page title. */
export function tripDays(start: string, end: string): string {
  const day = (local: string) => `${local.slice(8, 10)}.${local.slice(5, 7)}`;
  return `${day(start)}–${day(end)}`;
}

/** `Tue 01.12, 10:00` in the visitor's language. */
function pickupMoment(local: string, locale: string): string {
  const weekday = dateTimeFormat(locale, {
    weekday: 'short',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(toInstant(local)));
  return `${weekday} ${local.slice(8, 10)}.${local.slice(5, 7)}, ${local.slice(11, 16)}`;
}

/** The trip searched for, in two lines, and the way back to the trip form to change it. */
export function TripSummary({
  trip,
  cityName,
  destinationName,
}: {
  trip: Partial<Trip>;
  cityName: string;
  destinationName: string | null;
}) {
  const { locale } = useIntl();
  return (
    <StyledSummary>
      <div>
        <StyledTitle>
          {!cityName ? (
            <StyledTitleSkeleton as="span" aria-hidden="true">
              {trip.to ? (
                <FormattedMessage
                  id="search.title.oneWay"
                  values={{ city: nameFromSlug(trip.city), destination: nameFromSlug(trip.to) }}
                />
              ) : (
                <FormattedMessage id="search.title" values={{ city: nameFromSlug(trip.city) }} />
              )}
            </StyledTitleSkeleton>
          ) : destinationName ? (
            <FormattedMessage
              id="search.title.oneWay"
              values={{ city: cityName, destination: destinationName }}
            />
          ) : (
            <FormattedMessage id="search.title" values={{ city: cityName }} />
          )}
        </StyledTitle>
        <StyledDates>
          {trip.start && trip.end ? (
            <FormattedMessage
              id="search.dates"
              values={{
                start: pickupMoment(trip.start, locale),
                end: pickupMoment(trip.end, locale),
                days: rentalDays(trip.start, trip.end),
              }}
            />
          ) : (
            <FormattedMessage id="search.noDates" />
          )}
        </StyledDates>
      </div>
      <StyledChange to={`/?${tripQuery(trip)}`}>
        <FormattedMessage id="search.change" />
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="search.changeTrip" />
        </span>
      </StyledChange>
    </StyledSummary>
  );
}
