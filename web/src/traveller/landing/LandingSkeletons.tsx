import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { StyledSkeleton } from '../../ui/Skeleton';
import { pictureHeight, StyledSuggestion } from './CitySuggestion';
import { StyledScroller } from './LandingSection';
import { StyledReview } from './ReviewCard';

const StyledBody = styled.div`
  display: grid;
  gap: 8px;
  padding: 12px 12px 12px;
`;

/** Cards shaped like the city suggestions, as many as fit the screen and a bit. */
export function SuggestionsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id="landing.suggestions.loading" />
      </span>
      <StyledScroller aria-hidden="true">
        {[0, 1].map((index) => (
          <li key={index}>
            <StyledSuggestion as="div">
              <StyledSkeleton $height={`${pictureHeight}px`} $radius="0" />
              <StyledBody>
                <StyledSkeleton $height="1.3rem" $width="60%" />
                <StyledSkeleton $height="1.1rem" $width="40%" />
                <StyledSkeleton $height="44px" $width="55%" $radius="999px" />
              </StyledBody>
            </StyledSuggestion>
          </li>
        ))}
      </StyledScroller>
    </div>
  );
}

export function ReviewsSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <FormattedMessage id="landing.reviews.loading" />
      </span>
      <StyledScroller aria-hidden="true">
        {[0, 1].map((index) => (
          <li key={index}>
            <StyledReview as="div">
              <StyledSkeleton $height="1.2rem" $width="70%" />
              <StyledSkeleton $height="1.1rem" $width="40%" />
              <StyledSkeleton $height="4.4rem" />
              <StyledSkeleton $height="1rem" $width="80%" />
            </StyledReview>
          </li>
        ))}
      </StyledScroller>
    </div>
  );
}
