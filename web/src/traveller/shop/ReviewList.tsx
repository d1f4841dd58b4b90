import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDate } from '../../ui/dates';

export const ReviewList_review = graphql(`
  fragment ReviewList_review on Review {
    id
    name
    rating
    text
    reviewedAt
    bikeName
    ownerReply
    ownerRepliedAt
  }
`);

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
`;

const StyledReview = styled.article`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const StyledName = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const StyledMuted = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledStars = styled.p`
  margin: 4px 0;
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 2px;
`;

const StyledText = styled.p`
  margin: 4px 0 0;
`;

const StyledReply = styled.div`
  margin-top: 8px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.background};
  border-radius: 0 8px 8px 0;
  p {
    margin: 0;
  }
`;

const StyledReplyTitle = styled.p`
  font-weight: 600;
  font-size: 0.875rem;
`;

function ReviewItem({ review }: { review: FragmentType<typeof ReviewList_review> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: ReviewList_review, from: review });
  if (!complete) return null;
  return (
    <StyledReview>
      <StyledHead>
        <StyledName>{data.name}</StyledName>
        <StyledMuted>{formatDate(data.reviewedAt as string, intl.locale)}</StyledMuted>
      </StyledHead>
      <StyledStars>
        <span aria-hidden="true">{'★'.repeat(data.rating) + '☆'.repeat(5 - data.rating)}</span>
        <span className="visually-hidden">
          <FormattedMessage id="shop.reviews.stars" values={{ rating: data.rating }} />
        </span>
      </StyledStars>
      <StyledMuted>
        <FormattedMessage id="shop.reviews.bike" values={{ bike: data.bikeName }} />
      </StyledMuted>
      {data.text && <StyledText>{data.text}</StyledText>}
      {data.ownerReply && (
        <StyledReply>
          <StyledReplyTitle>
            <FormattedMessage id="shop.reviews.reply" />
          </StyledReplyTitle>
          <p>{data.ownerReply}</p>
        </StyledReply>
      )}
    </StyledReview>
  );
}

/** Reviews, newest first, each with the shop's reply when it wrote one. */
export function ReviewList({
  reviews,
}: {
  reviews: readonly (FragmentType<typeof ReviewList_review> & { id: string })[];
}) {
  return (
    <StyledList>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </StyledList>
  );
}
