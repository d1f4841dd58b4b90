import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '../../app/routing';
import styled from 'styled-components';
import { useCurrency } from '../../app/currency/CurrencyProvider';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { readTrip, writeTrip, type Trip } from '../trip/trip';
import { useTripCities } from '../trip/useTripCities';
import { BikeCard } from './BikeCard';
import { FiltersSheet } from './FiltersSheet';
import { NoBikes } from './NoBikes';
import { OfferStrip } from './OfferStrip';
import { ResultSkeletons } from './ResultSkeletons';
import { SearchMap, SearchMapPlaceholder } from './SearchMap';
import { SearchToolbar } from './SearchToolbar';
import { SortSheet } from './SortSheet';
import { TripSummary, tripDays } from './TripSummary';
import {
  activeFilterCount,
  readOptions,
  searchScreenVariables,
  writeOptions,
  type SearchOptions,
} from './searchParams';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { SearchScreenQuery } from './searchScreenQuery';

const StyledResults = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const StyledCount = styled.h2`
  margin: 20px 0 12px;
  font-size: 1.05rem;
`;

const StyledMore = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin: 20px 0 8px;
`;

const StyledMuted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledNoTrip = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 24px 0;
`;

/** The trip's part of the URL, for the bike pages. */
function bikeSearch(trip: Partial<Trip>): string {
  const query = writeTrip({ start: trip.start, end: trip.end, to: trip.to }).toString();
  return query ? `?${query}` : '';
}

/** `/search`: the bikes free for a trip, with filters, sorts, a map and the city's offers. */
export default function SearchScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const trip = readTrip(params);
  const options = readOptions(params);
  const {
    bySlug,
    loading: citiesLoading,
    error: citiesError,
    refetch: refetchCities,
  } = useTripCities();
  const { shown, setCurrency } = useCurrency();
  const city = trip.city ? bySlug.get(trip.city) : undefined;
  const destination = trip.to ? bySlug.get(trip.to) : undefined;
  const variables = searchScreenVariables(params, bySlug, shown.value);
  const filter = variables?.filter ?? null;
  const { data, previousData, error, refetch, fetchMore } = useDeferredResult(
    useQuery(SearchScreenQuery, { variables: variables!, skip: !variables }),
  );
  const [sortOpen, setSortOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const cityName = city?.name ?? '';
  const days = trip.start && trip.end ? tripDays(trip.start, trip.end) : null;
  usePageMeta(
    !city
      ? intl.formatMessage({ id: 'search.meta.fallback' })
      : days
        ? intl.formatMessage({ id: 'search.meta.titleDates' }, { city: cityName, dates: days })
        : intl.formatMessage({ id: 'search.meta.title' }, { city: cityName }),
    city ? intl.formatMessage({ id: 'search.meta.description' }, { city: cityName }) : null,
  );

  const change = (next: Partial<SearchOptions>) =>
    setParams(writeOptions(params, next), { replace: true });
  const hrefWith = (next: Partial<SearchOptions>) => `/search?${writeOptions(params, next)}`;
  const hrefForTrip = (changes: Partial<Trip>) =>
    `/search?${writeTrip({ ...trip, ...changes }, new URLSearchParams(params))}`;

  const results = data?.searchBikes;
  const facets = data?.searchFacets ?? previousData?.searchFacets ?? null;
  const hasNext = results?.pageInfo.hasNextPage ?? false;
  const endCursor = results?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(() => {
    if (!hasNext || !endCursor || loadingMore) return;
    setLoadingMore(true);
    fetchMore({ variables: { after: endCursor, withExtras: false } })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [hasNext, endCursor, loadingMore, fetchMore]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);

  if (citiesError && !city)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'search.error' })}
        onRetry={() => void refetchCities().catch(() => undefined)}
      />
    );
  if (!city && !citiesLoading)
    return (
      <StyledNoTrip>
        <h1>
          <FormattedMessage id="search.noTrip.title" />
        </h1>
        <StyledMuted>
          <FormattedMessage id="search.noTrip.text" />
        </StyledMuted>
        <StyledButton as={Link} to="/">
          <FormattedMessage id="search.noTrip.action" />
        </StyledButton>
      </StyledNoTrip>
    );

  const total = results?.totalCount ?? null;
  const shownCount = results?.edges.length ?? 0;
  const filterCount = activeFilterCount(options);
  const tripSearch = bikeSearch(trip);

  return (
    <>
      <TripSummary trip={trip} cityName={cityName} destinationName={destination?.name ?? null} />
      <SearchToolbar
        sortLabel={options.sort}
        filterCount={filterCount}
        view={options.view}
        currency={shown.value}
        onSort={() => setSortOpen(true)}
        onFilters={() => setFiltersOpen(true)}
        onView={(view) => setParams(writeOptions(params, { view }))}
        onCurrency={(currency) => {
          setCurrency(currency);
          // The price bounds were in the old currency.
          if (options.min !== null || options.max !== null) change({ min: null, max: null });
        }}
      />

      {error ? (
        <ErrorState
          message={intl.formatMessage({ id: 'search.error' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <>
          {options.view === 'map' &&
            (facets ? (
              <SearchMap
                facets={facets}
                hrefForShop={(shopId) => hrefWith({ shops: [shopId], view: 'list' })}
              />
            ) : (
              <SearchMapPlaceholder />
            ))}

          <StyledCount id="search-count" aria-live="polite">
            {total === null ? (
              <FormattedMessage id="search.count.loading" />
            ) : (
              <FormattedMessage id="search.count.total" values={{ count: total }} />
            )}
          </StyledCount>
          {/* Below the count, where the skeletons were: arriving, the offers move nothing. They
              are a region of their own, not among the bikes the count names. */}
          {data?.specialOffers && data.specialOffers.nodes.length > 0 && (
            <OfferStrip offers={data.specialOffers.nodes} />
          )}
          {/* The skeletons stand apart: the results' section comes as a whole with the offers
              above it, so nothing that was on screen moves. */}
          {!results ? (
            <ResultSkeletons />
          ) : (
            <section aria-labelledby="search-count">
              {results.edges.length === 0 ? (
                <NoBikes
                  trip={trip}
                  filter={filter!}
                  filterCount={filterCount}
                  hrefForTrip={hrefForTrip}
                  onResetFilters={() =>
                    change({ types: [], categories: [], shops: [], min: null, max: null })
                  }
                />
              ) : (
                <>
                  <StyledResults>
                    {results.edges.map((edge, index) => (
                      <li key={edge.node.shopBikeId}>
                        <BikeCard result={edge.node} search={tripSearch} eager={index === 0} />
                      </li>
                    ))}
                  </StyledResults>
                  <StyledMore ref={sentinel}>
                    <StyledMuted aria-live="polite">
                      <FormattedMessage
                        id="search.count.showing"
                        values={{ shown: shownCount, total: total ?? shownCount }}
                      />
                    </StyledMuted>
                    {hasNext && (
                      <StyledButton
                        type="button"
                        $variant="secondary"
                        onClick={loadMore}
                        aria-disabled={loadingMore}
                      >
                        {loadingMore ? (
                          <FormattedMessage id="search.more.loading" />
                        ) : (
                          <FormattedMessage id="search.more" />
                        )}
                      </StyledButton>
                    )}
                  </StyledMore>
                  {loadingMore && <ResultSkeletons count={1} />}
                </>
              )}
            </section>
          )}
        </>
      )}

      <SortSheet
        open={sortOpen}
        sort={options.sort}
        onSort={(sort) => {
          setSortOpen(false);
          change({ sort });
        }}
        onClose={() => setSortOpen(false)}
      />
      <FiltersSheet
        open={filtersOpen}
        facets={facets}
        options={options}
        total={total}
        onChange={change}
        onReset={() => change({ types: [], categories: [], shops: [], min: null, max: null })}
        onClose={() => setFiltersOpen(false)}
      />
    </>
  );
}
