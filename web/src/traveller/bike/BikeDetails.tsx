import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { useLanguage } from '../../app/LanguageProvider';
import type { BikeScreenQuery } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { OpeningHours } from '../shop/OpeningHours';
import { RatingBadge } from '../shop/RatingBadge';
import { Section } from '../shop/Section';
import { StyledMuted, StyledScreenTitle } from '../shop/screenStyles';
import { tripQuery } from '../trip/trip';
import { useTripCities } from '../trip/useTripCities';
import { BikeGallery } from './BikeGallery';
import { BikeOffers } from './BikeOffers';
import { BikeSpecs } from './BikeSpecs';
import { BookingBar } from './BookingBar';
import { IncludedAddons } from './IncludedAddons';
import { BikePriceOverview } from './BikePriceOverview';
import { quoteProblems } from './quoteProblems';
import { RentalDates } from './RentalDates';
import { BikeQuoteQuery, bikeQuoteInput, bikeTripOf } from './bikeQuote';
import type { RentalWindow } from './rentalWindow';
import { RequirementList } from './RequirementList';
import { ReturnChoice } from './ReturnChoice';

type Bike = NonNullable<BikeScreenQuery['publicBike']>;

const StyledSubtitle = styled.p`
  margin: 0 0 4px;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPerDay = styled.p`
  margin: 8px 0 0;
  font-size: 1.25rem;
  font-weight: 800;
`;

const StyledShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  max-width: 100%;
  /* Its text is a flex item, as wide as its longest word unless a long one may break. */
  overflow-wrap: anywhere;
`;

const StyledDeposit = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledPlace = styled.div`
  margin-bottom: 16px;
  p {
    margin: 0;
  }
`;

const StyledDetails = styled.details`
  margin-top: 4px;
  summary {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.tap};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    &::after {
      content: '▾';
      margin-left: 8px;
    }
  }
  &[open] summary::after {
    content: '▴';
  }
`;

const StyledWarning = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledLimits = styled.ul`
  margin: 0;
  padding-left: 20px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
`;

const StyledProblem = styled.div`
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 6px;
  }
`;

/** Scrolled into view above the sticky bar once the answer is there. */
const StyledResult = styled.div`
  scroll-margin-bottom: 110px;
`;

/** The dates' fields, moved to above the sticky bar by "Change dates". */
const StyledDatesPlace = styled.div`
  scroll-margin: 16px 0 110px;
`;

const StyledWaysOn = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
  & > * {
    flex: 1 1 140px;
  }
`;

const StyledBarPrice = styled.span`
  display: block;
  font-size: 1.15rem;
  font-weight: 800;
  white-space: nowrap;
`;

const StyledBarNote = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledBarAction = styled(StyledButton)`
  flex-shrink: 0;
`;

function reserveUrl(
  bikeId: number,
  window: RentalWindow,
  transfer: { databaseId: number; toShop: { databaseId: number } } | undefined,
): string {
  const query = new URLSearchParams({ start: window.start, end: window.end });
  if (transfer) {
    query.set('return', String(transfer.toShop.databaseId));
    query.set('transfer', String(transfer.databaseId));
  }
  return `/reserve/${bikeId}?${query}`;
}

/** The search of the same trip in the bike's city: the other bikes free for those dates. */
function otherBikesUrl(city: string, window: RentalWindow, to?: string | null): string {
  return `/search?${tripQuery({ city, to: to ?? undefined, start: window.start, end: window.end })}`;
}

/**
 * The trip's return city has no transfer from this shop. Its name comes from the trip cities
 * (shared, asked for once per visit), asked for only then.
 */
function NoTransferWarning({ slug }: { slug: string }) {
  const { bySlug } = useTripCities();
  return (
    <StyledWarning>
      <FormattedMessage
        id="bike.return.noTransfer"
        values={{ city: bySlug.get(slug)?.name ?? slug }}
      />
    </StyledWarning>
  );
}

/** The bike page once the bike is known: what it is, what it asks, and when it is free. */
export function BikeDetails({ bike }: { bike: Bike }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money } = useMoney();
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const [now] = useState(() => new Date());
  const search = params.toString();
  const { trip, transfers, transfer, pickupWeek, returnWeek, window, datesKnown } = useMemo(
    () => bikeTripOf(bike, new URLSearchParams(search), now),
    [bike, search, now],
  );
  const offers = bike.specialOffers.nodes;
  const noTransferTo =
    trip.to && !transfers.some((t) => t.toShop.city.slug === trip.to) ? trip.to : null;

  const setWindow = (next: RentalWindow) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set('start', next.start);
        query.set('end', next.end);
        return query;
      },
      { replace: true },
    );
  const chooseReturn = (transferId: string | null) =>
    setParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        const chosen = transfers.find((candidate) => candidate.id === transferId);
        if (chosen) {
          query.set('return', String(chosen.toShop.databaseId));
          query.set('to', chosen.toShop.city.slug);
        } else {
          query.delete('return');
          query.delete('to');
        }
        return query;
      },
      { replace: true },
    );

  const input = bikeQuoteInput(bike, window, transfer, language);
  const inputKey = JSON.stringify(input);
  // The trip the visitor asked the price of, when the link came without dates.
  const [askedKey, setAskedKey] = useState<string | null>(null);
  // A link with dates is asked for at once, and again for each change of dates or return. Its
  // first answer may have come with the page (the server asked it): taken as it is; a later
  // trip is asked again even when asked before, as a bike's dates fill up.
  const [askAtOnce] = useState(datesKnown);
  const checked = input !== null && (askAtOnce || askedKey === inputKey);
  const quote = useQuery(
    BikeQuoteQuery,
    checked
      ? { variables: { input }, fetchPolicy: 'cache-first', nextFetchPolicy: () => 'network-only' }
      : skipToken,
  );
  const answer =
    checked && !quote.loading && quote.dataState === 'complete'
      ? quote.data.bookingQuote
      : undefined;
  const price = answer && answer.userErrors.length === 0 ? answer.price : null;
  const problems = answer ? quoteProblems(answer.userErrors) : [];
  const taken = answer?.userErrors.some((error) => error.code === 'BIKE_UNAVAILABLE') ?? false;
  const failed = checked && !quote.loading && Boolean(quote.error);
  // Only an answer the visitor asked for is scrolled to: one given on arrival is not.
  const asked = useRef(false);

  const check = () => {
    if (quote.loading || !input) return;
    asked.current = true;
    if (checked) void quote.refetch().catch(() => undefined);
    else setAskedKey(inputKey);
  };

  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if ((answer || failed) && asked.current) result.current?.scrollIntoView?.({ block: 'nearest' });
  }, [answer, failed]);

  const dates = useRef<HTMLDivElement>(null);
  const changeDates = () => {
    dates.current?.scrollIntoView?.({ block: 'start' });
    dates.current?.querySelector('input')?.focus({ preventScroll: true });
  };
  const searchAgain =
    window && otherBikesUrl(bike.shop.city.slug, window, transfer?.toShop.city.slug ?? trip.to);

  const cities = [...new Set(transfers.map((t) => t.toShop.city.name[language]))];
  const cityName = bike.shop.city.name[language];

  return (
    <article aria-labelledby={titleId}>
      <BikeGallery bike={bike} />
      <StyledScreenTitle id={titleId}>{bike.name}</StyledScreenTitle>
      <StyledSubtitle>
        <RatingBadge average={bike.rating.average} count={bike.rating.count} />
      </StyledSubtitle>
      <StyledShopLink to={`/shops/${bike.shop.databaseId}`}>
        <FormattedMessage id="bike.shop" values={{ shop: bike.shop.name, city: cityName }} />
      </StyledShopLink>
      <StyledPerDay>
        <FormattedMessage id="bike.perDay" values={{ price: money(bike.pricePerDay) }} />
      </StyledPerDay>

      <Section title={<FormattedMessage id="bike.requirements.title" />}>
        <RequirementList requirements={bike.requirements} />
        <StyledDeposit>
          {bike.deposit !== null ? (
            <FormattedMessage id="bike.deposit" values={{ deposit: money(bike.deposit) }} />
          ) : (
            <FormattedMessage id="bike.deposit.hidden" />
          )}
        </StyledDeposit>
      </Section>

      <Section title={<FormattedMessage id="bike.specs.title" />}>
        <BikeSpecs bike={bike} />
      </Section>

      {bike.includedAddons.length > 0 && (
        <Section title={<FormattedMessage id="bike.addons.title" />}>
          <IncludedAddons addons={bike.includedAddons} />
        </Section>
      )}

      {offers.length > 0 && (
        <Section title={<FormattedMessage id="bike.offers.title" />}>
          <BikeOffers offers={offers} />
        </Section>
      )}

      <Section title={<FormattedMessage id="bike.dates.title" />}>
        {window ? (
          <StyledDatesPlace ref={dates}>
            <RentalDates
              pickupWeek={pickupWeek}
              returnWeek={returnWeek}
              value={window}
              onChange={setWindow}
              now={now}
            />
          </StyledDatesPlace>
        ) : (
          <StyledWarning>
            <FormattedMessage id="bike.dates.never" />
          </StyledWarning>
        )}
      </Section>

      <Section title={<FormattedMessage id="bike.places.title" />}>
        <StyledPlace>
          <p>
            <strong>
              <FormattedMessage id="bike.places.pickup" />
            </strong>{' '}
            <Link to={`/shops/${bike.shop.databaseId}`}>{bike.shop.name}</Link>
          </p>
          <StyledMuted>{bike.shop.address}</StyledMuted>
          <StyledDetails>
            <summary>
              <FormattedMessage id="bike.places.hours" />
            </summary>
            <OpeningHours schedule={bike.shop.schedule} now={now} />
          </StyledDetails>
        </StyledPlace>
        {noTransferTo && <NoTransferWarning slug={noTransferTo} />}
        <ReturnChoice
          pickupShopName={bike.shop.name}
          transfers={transfers}
          value={transfer?.id ?? null}
          onChange={chooseReturn}
        />
      </Section>

      <Section title={<FormattedMessage id="bike.availability.title" />}>
        <StyledResult ref={result} aria-live="polite">
          {checked && quote.loading ? (
            <StyledSkeleton $height="120px" $radius="10px" />
          ) : failed ? (
            <ErrorState
              message={intl.formatMessage({ id: 'bike.availability.error' })}
              onRetry={check}
            />
          ) : price ? (
            <BikePriceOverview price={price} />
          ) : problems.length > 0 ? (
            <>
              <StyledProblem>
                {problems.map((problem) => (
                  <p key={problem.id}>{intl.formatMessage(problem)}</p>
                ))}
              </StyledProblem>
              {taken && (
                <StyledWaysOn>
                  <StyledButton type="button" $variant="secondary" onClick={changeDates}>
                    <FormattedMessage id="bike.taken.changeDates" />
                  </StyledButton>
                </StyledWaysOn>
              )}
            </>
          ) : (
            <StyledMuted>
              <FormattedMessage id="bike.availability.hint" />
            </StyledMuted>
          )}
        </StyledResult>
      </Section>

      <Section title={<FormattedMessage id="bike.limits.title" />}>
        <StyledLimits>
          <li>
            <FormattedMessage id="bike.limits.hours" />
          </li>
          <li>
            {cities.length > 0 ? (
              <FormattedMessage
                id="bike.limits.oneWay"
                values={{ cities: intl.formatList(cities, { type: 'conjunction' }) }}
              />
            ) : (
              <FormattedMessage id="bike.limits.noOneWay" />
            )}
          </li>
          <li>
            <FormattedMessage id="bike.limits.length" />
          </li>
        </StyledLimits>
      </Section>

      <BookingBar
        summary={
          price ? (
            <>
              <StyledBarPrice>{money(price.totalPrice)}</StyledBarPrice>
              <StyledBarNote>
                <FormattedMessage id="bike.bar.total" values={{ days: price.rentalDays }} />
              </StyledBarNote>
            </>
          ) : (
            <>
              <StyledBarPrice>{money(bike.pricePerDay)}</StyledBarPrice>
              <StyledBarNote>
                {problems.length > 0 ? (
                  <FormattedMessage id="bike.bar.unavailable" />
                ) : (
                  <FormattedMessage id="bike.bar.perDay" />
                )}
              </StyledBarNote>
            </>
          )
        }
        action={
          price && window ? (
            <StyledBarAction as={Link} to={reserveUrl(bike.databaseId, window, transfer)}>
              <FormattedMessage id="bike.bar.reserve" />
            </StyledBarAction>
          ) : taken && searchAgain ? (
            <StyledBarAction as={Link} to={searchAgain}>
              <FormattedMessage id="bike.taken.otherBikes" />
            </StyledBarAction>
          ) : (
            <StyledBarAction
              type="button"
              onClick={check}
              disabled={!window}
              aria-disabled={quote.loading && checked ? true : undefined}
            >
              {quote.loading && checked ? (
                <FormattedMessage id="bike.bar.checking" />
              ) : (
                <FormattedMessage id="bike.bar.check" />
              )}
            </StyledBarAction>
          )
        }
      />
    </article>
  );
}
