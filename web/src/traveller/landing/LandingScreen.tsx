import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLightQuery } from '../../app/lightQuery/useLightQuery';
import { usePreloadOnInteraction } from '../../app/usePreloadOnInteraction';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { loadSearchScreen } from '../search/searchScreen';
import { readLastTrip } from '../trip/lastTrip';
import { defaultTimes, type Trip } from '../trip/trip';
import { TripForm } from '../trip/TripForm';
import { AppDownload } from './AppDownload';
import { CitySuggestion } from './CitySuggestion';
import { HowItWorks } from './HowItWorks';
import { LandingSection, StyledMuted, StyledScroller } from './LandingSection';
import { Reasons } from './Reasons';
import { ReviewCard } from './ReviewCard';
import { ReviewsSkeleton, SuggestionsSkeleton } from './LandingSkeletons';
import { useDeferredResult } from '../../ui/useDeferredResult';
import { LandingScreenQuery } from './landingScreenQuery';

/** How many cities the suggestions show: those with the most shops. */
const suggestedCities = 8;

const StyledIntro = styled.div`
  padding: 12px 0 14px;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: 1.65rem;
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

const StyledSubtitle = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledFormCard = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.06);
`;

/**
 * `/`: the trip form first, where the thumb and the eye start; below it popular cities, why
 * and how to book, what travellers say and the app. The h1 (text) is the largest paint, and
 * the parts that wait for the API keep their place with skeletons.
 */
export default function LandingScreen({ now: fixedNow }: { now?: Date }) {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'landing.meta.title' }),
    intl.formatMessage({ id: 'landing.meta.description' }),
  );
  const [now] = useState(() => fixedNow ?? new Date());
  const [initial] = useState(readLastTrip);
  const [dates, setDates] = useState<Pick<Trip, 'start' | 'end'>>(() => defaultTimes(now));
  const onTripChange = useCallback((trip: Partial<Trip>) => {
    if (trip.start && trip.end) setDates({ start: trip.start, end: trip.end });
  }, []);
  usePreloadOnInteraction(loadSearchScreen);
  const { data, loading, error, refetch } = useDeferredResult(useLightQuery(LandingScreenQuery));

  const cities = [...(data?.cities.nodes ?? [])]
    .filter((city) => city.shopCount > 0)
    .sort((a, b) => b.shopCount - a.shopCount)
    .slice(0, suggestedCities);
  const reviews = data?.latestReviews ?? [];
  const failed = Boolean(error) && !loading;

  return (
    <>
      <StyledIntro>
        <StyledTitle>
          <FormattedMessage id="landing.title" />
        </StyledTitle>
        <StyledSubtitle>
          <FormattedMessage id="landing.subtitle" />
        </StyledSubtitle>
      </StyledIntro>
      <StyledFormCard>
        <TripForm initial={initial} now={fixedNow} onChange={onTripChange} />
      </StyledFormCard>

      <LandingSection
        title={<FormattedMessage id="landing.suggestions.title" />}
        intro={<FormattedMessage id="landing.suggestions.intro" />}
      >
        {loading ? (
          <SuggestionsSkeleton />
        ) : failed || !data ? (
          <ErrorState
            message={intl.formatMessage({ id: 'landing.error' })}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : cities.length === 0 ? (
          <StyledMuted>
            <FormattedMessage id="landing.suggestions.empty" />
          </StyledMuted>
        ) : (
          <StyledScroller>
            {cities.map((city) => (
              <li key={city.id}>
                <CitySuggestion city={city} dates={dates} />
              </li>
            ))}
          </StyledScroller>
        )}
      </LandingSection>

      <LandingSection title={<FormattedMessage id="landing.reasons.title" />}>
        <Reasons />
      </LandingSection>

      <LandingSection title={<FormattedMessage id="landing.steps.title" />}>
        <HowItWorks />
      </LandingSection>

      {!failed && (
        <LandingSection title={<FormattedMessage id="landing.reviews.title" />}>
          {loading || !data ? (
            <ReviewsSkeleton />
          ) : reviews.length === 0 ? (
            <StyledMuted>
              <FormattedMessage id="landing.reviews.empty" />
            </StyledMuted>
          ) : (
            <StyledScroller>
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </StyledScroller>
          )}
        </LandingSection>
      )}

      <LandingSection title={<FormattedMessage id="landing.app.title" />}>
        <AppDownload />
      </LandingSection>
    </>
  );
}
