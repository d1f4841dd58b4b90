import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { AdminReviewRow_ReviewFragment } from '../../gql/graphql';
import { formatDate } from '../../ui/dates';
import type { AdminColumn } from '../ui/AdminTable';

export const AdminReviewRowFragment = graphql(`
  fragment AdminReviewRow_review on Review {
    id
    databaseId
    name
    rating
    text
    reviewedAt
    bikeName
    storeName
    ownerReply
    fromBooking
  }
`);

export type ReviewRow = AdminReviewRow_ReviewFragment;

export const reviewPath = (review: Pick<ReviewRow, 'databaseId'>) =>
  `/dashboard/reviews/${review.databaseId}`;

/** The list's columns, on screen and in the CSV file (the reply and the source in words). */
export function useReviewColumns(): AdminColumn<ReviewRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const t = intl.formatMessage;
    const bikeAtShop = (row: ReviewRow) =>
      t(
        { id: 'admin.reviews.bikeAtShop' },
        { bike: row.bikeName, shop: row.storeName ?? t({ id: 'admin.reviews.shopGone' }) },
      );
    const source = (row: ReviewRow) =>
      row.fromBooking ? t({ id: 'admin.reviews.fromBooking' }) : t({ id: 'admin.reviews.byAdmin' });
    return [
      {
        key: 'name',
        header: t({ id: 'admin.reviews.col.name' }),
        render: (row) => row.name,
        csv: (row) => row.name,
      },
      {
        key: 'date',
        card: 'secondary',
        header: t({ id: 'admin.reviews.col.date' }),
        render: (row) => formatDate(row.reviewedAt as string, intl.locale),
        csv: (row) => formatDate(row.reviewedAt as string, intl.locale),
      },
      {
        key: 'rating',
        card: 'secondary',
        header: t({ id: 'admin.reviews.col.rating' }),
        render: (row) => (
          <span role="img" aria-label={t({ id: 'admin.reviews.stars' }, { rating: row.rating })}>
            {'★'.repeat(row.rating)}
            {'☆'.repeat(5 - row.rating)}
          </span>
        ),
        csv: (row) => String(row.rating),
      },
      {
        key: 'bike',
        card: 'secondary',
        header: t({ id: 'admin.reviews.col.bike' }),
        render: bikeAtShop,
        csv: bikeAtShop,
      },
      {
        key: 'text',
        card: 'plain',
        header: t({ id: 'admin.reviews.col.text' }),
        render: (row) => row.text,
        csv: (row) => row.text,
      },
      {
        key: 'reply',
        card: 'wide',
        header: t({ id: 'admin.reviews.col.reply' }),
        render: (row) => row.ownerReply ?? <FormattedMessage id="admin.reviews.noReply" />,
        csv: (row) => row.ownerReply ?? '',
      },
      {
        key: 'source',
        card: 'secondary',
        header: t({ id: 'admin.reviews.col.source' }),
        render: source,
        csv: source,
      },
      {
        key: 'actions',
        card: 'plain',
        header: t({ id: 'admin.reviews.col.actions' }),
        render: (row) => (
          <Link
            to={reviewPath(row)}
            aria-label={t({ id: 'admin.reviews.edit' }, { name: row.name })}
          >
            <FormattedMessage id="admin.reviews.editShort" />
          </Link>
        ),
      },
    ];
  }, [intl]);
}
