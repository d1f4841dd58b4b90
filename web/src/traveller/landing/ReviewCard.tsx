import type { FragmentType } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { fragmentData } from '../../app/lightQuery/fragmentData';
import { graphql } from '../../gql';
import { formatDate } from '../../ui/dates';

export const ReviewCard_review = graphql(`
  fragment ReviewCard_review on Review {
    id
    name
    rating
    text
    reviewedAt
    bikeName
    storeName
    storeDatabaseId
  }
`);

export const reviewWidth = 280;

export const StyledReview = styled.article`
  width: ${reviewWidth}px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledStars = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.1rem;
  letter-spacing: 2px;
  line-height: 1;
`;

const StyledText = styled.p`
  margin: 0;
  flex: 1;
`;

const StyledShop = styled(Link)`
  display: inline-block;
  padding: 12px 0;
  margin: -12px 0;
  font-weight: 600;
`;

/** A traveller's review: who and when, stars (read out as "4 out of 5"), what, which bike. */
export function ReviewCard({ review }: { review: FragmentType<typeof ReviewCard_review> }) {
  const intl = useIntl();
  const data = fragmentData(ReviewCard_review, review);
  const shop =
    data.storeName &&
    (data.storeDatabaseId ? (
      <StyledShop to={`/shops/${data.storeDatabaseId}`}>{data.storeName}</StyledShop>
    ) : (
      data.storeName
    ));
  return (
    <StyledReview>
      <StyledHead>
        <StyledName>{data.name}</StyledName>
        <StyledMuted>{formatDate(data.reviewedAt as string, intl.locale)}</StyledMuted>
      </StyledHead>
      <StyledStars>
        <span aria-hidden="true">{'★'.repeat(data.rating) + '☆'.repeat(5 - data.rating)}</span>
        <span className="visually-hidden">
          <FormattedMessage id="landing.reviews.stars" values={{ rating: data.rating }} />
        </span>
      </StyledStars>
      {data.text && <StyledText>{data.text}</StyledText>}
      <StyledMuted>
        {shop ? (
          <FormattedMessage id="landing.reviews.bike" values={{ bike: data.bikeName, shop }} />
        ) : (
          data.bikeName
        )}
      </StyledMuted>
    </StyledReview>
  );
}
