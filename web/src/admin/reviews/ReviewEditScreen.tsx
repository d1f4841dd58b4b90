import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { ErrorState } from '../../ui/ErrorState';
import { NotFoundState } from '../../ui/NotFoundState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { formatDate } from '../../ui/dates';
import { usePageMeta } from '../../ui/usePageMeta';
import { globalIdOf, restIdOf } from '../ui/globalIds';
import { errorsByField, userErrorText } from '../partners/partnerErrors';
import { StyledAdminPage, StyledLead, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import { ReviewForm, reviewFieldOf, type ReviewField, type ReviewValues } from './ReviewForm';

export const AdminReviewEditScreenQuery = graphql(`
  query AdminReviewEditScreen($id: ID!) {
    node(id: $id) {
      id
      ... on Review {
        ...AdminReviewEdit_review @unmask
      }
    }
  }
`);

export const AdminReviewEditFragment = graphql(`
  fragment AdminReviewEdit_review on Review {
    id
    name
    rating
    text
    ownerReply
    fromBooking
    reviewedAt
    bikeName
    storeName
  }
`);

export const UpdateReviewMutation = graphql(`
  mutation UpdateReview($input: UpdateReviewInput!) {
    updateReview(input: $input) {
      review {
        ...AdminReviewEdit_review @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const DeleteReviewMutation = graphql(`
  mutation DeleteReview($input: DeleteReviewInput!) {
    deleteReview(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const listPath = '/dashboard/reviews';

/**
 * `/dashboard/reviews/:id` (REST id): change a review and its owner's reply (a review from a
 * booking keeps its stars and name), or delete it.
 */
export default function ReviewEditScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const restId = restIdOf(useParams().id);
  const { data, error, refetch } = useQuery(AdminReviewEditScreenQuery, {
    variables: { id: globalIdOf('Review', restId ?? 0) },
    skip: restId === null,
  });
  const [updateReview, { loading: saving }] = useMutation(UpdateReviewMutation);
  const [deleteReview, { loading: deleting }] = useMutation(DeleteReviewMutation);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  usePageMeta(intl.formatMessage({ id: 'admin.reviews.edit.title' }));
  const review = data?.node?.__typename === 'Review' ? data.node : null;

  const notFound = (
    <NotFoundState
      backTo={listPath}
      backLabel={<FormattedMessage id="admin.reviews.allReviews" />}
    />
  );
  if (restId === null) return notFound;
  if (error && !data)
    return (
      <StyledAdminPage>
        <Link to={listPath}>
          <FormattedMessage id="admin.reviews.backToList" />
        </Link>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="admin.reviews.edit.title" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      </StyledAdminPage>
    );
  if (!data)
    return (
      <StyledAdminPage aria-busy="true">
        <p role="status" className="visually-hidden">
          <FormattedMessage id="admin.reviews.loading" />
        </p>
        <StyledSkeleton $height="1.9rem" $width="60%" />
        <StyledSkeleton $height="24rem" $radius="12px" />
      </StyledAdminPage>
    );
  if (!review) return notFound;

  const save = async (values: ReviewValues) => {
    setFormError(null);
    try {
      const result = await updateReview({
        variables: {
          input: {
            id: review.id,
            // A review from a booking keeps its stars and name: they are not sent.
            ...(review.fromBooking
              ? {}
              : { name: values.name.trim(), rating: Number(values.rating) }),
            text: values.text,
            ownerReply: values.ownerReply.trim() || null,
          },
        },
      });
      const payload = result.data?.updateReview;
      if (payload?.review) {
        setErrors({});
        notify(intl.formatMessage({ id: 'admin.reviews.saved' }), 'success');
        navigate(listPath);
        return;
      }
      const { fields, general } = errorsByField(intl, payload?.userErrors ?? [], reviewFieldOf);
      setErrors(fields);
      setFormError(
        general.length > 0
          ? general.join(' ')
          : intl.formatMessage({ id: 'admin.reviews.form.fixFields' }),
      );
    } catch {
      setFormError(intl.formatMessage({ id: 'admin.reviews.form.saveFailed' }));
    }
  };

  const remove = async () => {
    try {
      const result = await deleteReview({ variables: { input: { id: review.id } } });
      const refusal = result.data?.deleteReview.userErrors[0];
      setConfirming(false);
      if (refusal) {
        notify(
          intl.formatMessage(
            { id: 'admin.reviews.delete.refused' },
            { reason: userErrorText(intl, refusal) },
          ),
          'error',
        );
        return;
      }
      notify(intl.formatMessage({ id: 'admin.reviews.deleted' }), 'success');
      navigate(listPath, { replace: true });
    } catch {
      setConfirming(false);
      notify(intl.formatMessage({ id: 'admin.reviews.delete.failed' }), 'error');
    }
  };

  return (
    <StyledAdminPage>
      <Link to={listPath}>
        <FormattedMessage id="admin.reviews.backToList" />
      </Link>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.reviews.edit.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage
          id="admin.reviews.about"
          values={{
            bike: review.bikeName,
            shop: review.storeName ?? intl.formatMessage({ id: 'admin.reviews.shopGone' }),
            date: formatDate(review.reviewedAt as string, intl.locale),
          }}
        />
      </StyledLead>
      <StyledNarrow>
        <ReviewForm
          key={review.id}
          initial={{
            name: review.name,
            rating: String(review.rating),
            text: review.text,
            ownerReply: review.ownerReply ?? '',
          }}
          fromBooking={review.fromBooking}
          errors={errors}
          formError={formError}
          saving={saving}
          submitLabel={<FormattedMessage id="admin.reviews.form.save" />}
          onSubmit={(values) => void save(values)}
        />
        <StyledButton type="button" $variant="danger" $block onClick={() => setConfirming(true)}>
          <FormattedMessage id="admin.reviews.delete" />
        </StyledButton>
      </StyledNarrow>
      <ConfirmSheet
        open={confirming}
        title={<FormattedMessage id="admin.reviews.delete.title" values={{ name: review.name }} />}
        confirmLabel={<FormattedMessage id="admin.reviews.delete.confirm" />}
        cancelLabel={<FormattedMessage id="admin.reviews.delete.keep" />}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <FormattedMessage id="admin.reviews.delete.text" />
        </p>
      </ConfirmSheet>
    </StyledAdminPage>
  );
}
