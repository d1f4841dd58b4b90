import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { formatDate } from '../../ui/dates';
import { StyledButton } from '../../ui/Button';
import { useNotify } from '../../ui/Toasts';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { userErrorText } from '../ui/userErrorText';
import { ReplyForm, replyMaxLength } from './ReplyForm';

export const OwnerReviewCard_review = graphql(`
  fragment OwnerReviewCard_review on Review {
    id
    name
    rating
    text
    reviewedAt
    bikeName
    storeName
    ownerReply
    ownerRepliedAt
  }
`);

export const SetReviewReply = graphql(`
  mutation SetReviewReply($input: SetReviewReplyInput!) {
    setReviewReply(input: $input) {
      review {
        id
        ownerReply
        ownerRepliedAt
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const StyledReview = styled.article`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  p {
    margin: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.p`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledStars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.1rem;
  letter-spacing: 2px;
`;

const StyledText = styled.p`
  white-space: pre-line;
`;

const StyledNoReply = styled.p`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.85rem;
  font-weight: 600;
`;

const StyledReply = styled.div`
  display: grid;
  gap: 4px;
  padding: 8px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: 0 8px 8px 0;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledReplyTitle = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/** `4 of 5 stars` for screen readers, ★★★★☆ for the eyes. */
function Stars({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <StyledStars
      role="img"
      aria-label={intl.formatMessage({ id: 'owner.reviews.stars' }, { rating })}
    >
      {'★'.repeat(rating) + '☆'.repeat(5 - rating)}
    </StyledStars>
  );
}

/**
 * One review with the shop's reply: written, rewritten or removed here. The change shows at
 * once (optimistic); a toast confirms it, and a refusal brings the text back to fix.
 */
export function OwnerReviewCard({
  review,
  onDirtyChange,
}: {
  review: FragmentType<typeof OwnerReviewCard_review>;
  onDirtyChange(id: string, dirty: boolean): void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const nameId = useId();
  const { data, complete } = useFragment({ fragment: OwnerReviewCard_review, from: review });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [setReply] = useMutation(SetReviewReply);
  const id = complete ? data.id : '';
  const saved = complete ? (data.ownerReply ?? '') : '';
  const dirty = editing && draft.trim() !== saved.trim();
  useEffect(() => {
    if (id) onDirtyChange(id, dirty);
  }, [id, dirty, onDirtyChange]);
  if (!complete) return null;

  const send = async (reply: string | null) => {
    const removing = !reply?.trim();
    try {
      const { data: answer } = await setReply({
        variables: { input: { reviewId: id, reply } },
        optimisticResponse: {
          setReviewReply: {
            __typename: 'ReviewPayload',
            review: {
              __typename: 'Review',
              id,
              ownerReply: removing ? null : reply,
              ownerRepliedAt: removing ? null : new Date().toISOString(),
            },
            userErrors: [],
          },
        },
      });
      const problem = answer?.setReviewReply.userErrors[0];
      if (!problem) {
        notify(
          removing
            ? intl.formatMessage({ id: 'owner.reviews.removed' })
            : intl.formatMessage({ id: 'owner.reviews.published' }),
          'success',
        );
        return;
      }
      const message =
        problem.code === 'TOO_LONG'
          ? intl.formatMessage({ id: 'owner.reviews.replyTooLong' }, { max: replyMaxLength })
          : problem.code === 'NOT_FOUND'
            ? intl.formatMessage({ id: 'owner.reviews.gone' })
            : userErrorText(intl, problem);
      notify(message, 'error');
      if (!removing) {
        setDraft(reply ?? '');
        setError(message);
        setEditing(true);
      }
    } catch {
      const message = intl.formatMessage({ id: 'owner.reviews.notSaved' });
      notify(message, 'error');
      if (!removing) {
        setDraft(reply ?? '');
        setError(message);
        setEditing(true);
      }
    }
  };

  const startEditing = () => {
    setDraft(saved);
    setError(undefined);
    setEditing(true);
  };

  return (
    <StyledReview aria-labelledby={nameId} tabIndex={-1} data-review={id}>
      <StyledHead>
        <StyledName id={nameId}>{data.name}</StyledName>
        <StyledMuted>{formatDate(data.reviewedAt as string, intl.locale)}</StyledMuted>
      </StyledHead>
      <Stars rating={data.rating} />
      <StyledMuted>
        {data.storeName ? (
          <FormattedMessage
            id="owner.reviews.bikeAtShop"
            values={{ bike: data.bikeName, shop: data.storeName }}
          />
        ) : (
          data.bikeName
        )}
      </StyledMuted>
      {data.text && <StyledText>{data.text}</StyledText>}
      {editing ? (
        <ReplyForm
          text={draft}
          error={error}
          onChange={(text) => {
            setDraft(text);
            setError(undefined);
          }}
          onCancel={() => setEditing(false)}
          onSave={() => {
            setEditing(false);
            const reply = draft.trim();
            if (reply || saved) void send(reply || null);
          }}
        />
      ) : data.ownerReply ? (
        <>
          <StyledReply>
            <StyledReplyTitle>
              {data.ownerRepliedAt ? (
                <FormattedMessage
                  id="owner.reviews.replyFrom"
                  values={{ date: formatDate(data.ownerRepliedAt as string, intl.locale) }}
                />
              ) : (
                <FormattedMessage id="owner.reviews.replyTitle" />
              )}
            </StyledReplyTitle>
            <StyledText>{data.ownerReply}</StyledText>
          </StyledReply>
          <StyledActions>
            <StyledButton type="button" $variant="secondary" onClick={startEditing}>
              <FormattedMessage id="owner.reviews.edit" />
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={() => setConfirmRemove(true)}>
              <FormattedMessage id="owner.reviews.remove" />
            </StyledButton>
          </StyledActions>
        </>
      ) : (
        <>
          <StyledNoReply>
            <FormattedMessage id="owner.reviews.noReply" />
          </StyledNoReply>
          <StyledButton type="button" onClick={startEditing}>
            <FormattedMessage id="owner.reviews.reply" />
          </StyledButton>
        </>
      )}
      <ConfirmSheet
        open={confirmRemove}
        title={<FormattedMessage id="owner.reviews.removeTitle" />}
        confirmLabel={<FormattedMessage id="owner.reviews.removeConfirm" />}
        danger
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => {
          setConfirmRemove(false);
          void send(null);
        }}
      >
        <p>
          <FormattedMessage id="owner.reviews.removeText" />
        </p>
      </ConfirmSheet>
    </StyledReview>
  );
}
