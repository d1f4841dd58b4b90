import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from '../../app/routing';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { errorsByField } from '../partners/partnerErrors';
import { StyledAdminPage, StyledNarrow, StyledTitle } from '../ui/adminStyles';
import {
  emptyReview,
  ReviewForm,
  reviewFieldOf,
  type ReviewField,
  type ReviewValues,
} from './ReviewForm';
import { ShopBikePicker } from './ShopBikePicker';

export const AdminReviewNewScreenQuery = graphql(`
  query AdminReviewNewScreen {
    ...ReviewShopChoices_query @unmask
  }
`);

export const CreateReviewMutation = graphql(`
  mutation CreateReview($input: CreateReviewInput!) {
    createReview(input: $input) {
      review {
        id
        databaseId
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type Errors = Partial<Record<ReviewField, string>>;

/** `/dashboard/reviews/new`: a review of a shop bike (shop, then bike); then the list. */
export default function ReviewNewScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(AdminReviewNewScreenQuery);
  const [createReview, { loading: saving }] = useMutation(CreateReviewMutation);
  const [shopId, setShopId] = useState('');
  const [shopBikeId, setShopBikeId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  usePageMeta(intl.formatMessage({ id: 'admin.reviews.new.title' }));

  const save = async (values: ReviewValues) => {
    setFormError(null);
    const required = intl.formatMessage({ id: 'admin.partners.error.REQUIRED' });
    const missing: Errors = {};
    if (!shopBikeId) missing.shopBikeId = required;
    if (!values.rating) missing.rating = required;
    if (!values.name.trim()) missing.name = required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFormError(intl.formatMessage({ id: 'admin.reviews.form.fixFields' }));
      return;
    }
    try {
      const result = await createReview({
        variables: {
          input: {
            shopBikeId,
            name: values.name.trim(),
            rating: Number(values.rating),
            text: values.text,
            ownerReply: values.ownerReply.trim() || undefined,
          },
        },
      });
      const payload = result.data?.createReview;
      if (payload?.review) {
        notify(intl.formatMessage({ id: 'admin.reviews.created' }), 'success');
        navigate('/dashboard/reviews', { replace: true });
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

  return (
    <StyledAdminPage>
      <Link to="/dashboard/reviews">
        <FormattedMessage id="admin.reviews.backToList" />
      </Link>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="admin.reviews.new.title" />
      </StyledTitle>
      <StyledNarrow>
        {data ? (
          <ReviewForm
            initial={emptyReview}
            before={
              <ShopBikePicker
                choices={data}
                shopId={shopId}
                shopBikeId={shopBikeId}
                error={errors.shopBikeId}
                onShopChange={(id) => {
                  setShopId(id);
                  setShopBikeId('');
                }}
                onShopBikeChange={setShopBikeId}
              />
            }
            errors={errors}
            formError={formError}
            saving={saving}
            submitLabel={<FormattedMessage id="admin.reviews.form.create" />}
            onSubmit={(values) => void save(values)}
          />
        ) : error ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <div aria-busy="true">
            <p role="status" className="visually-hidden">
              <FormattedMessage id="admin.reviews.loading" />
            </p>
            <StyledSkeleton $height="24rem" $radius="12px" />
          </div>
        )}
      </StyledNarrow>
    </StyledAdminPage>
  );
}
