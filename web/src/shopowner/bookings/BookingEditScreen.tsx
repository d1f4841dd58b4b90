import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { BackLink } from '../ui/BackLink';
import { BookingEditForm } from './BookingEditForm';
import { BookingFrame } from './BookingFrame';

export const BookingEditScreenQuery = graphql(`
  query BookingEditScreen($id: ID!) {
    shopOrder(id: $id) {
      id
      bookingNumber
      status
      ...BookingEditForm_order
    }
  }
`);

/** Spec 2, edit booking: the owner changes a booking they agreed with the customer. */
export default function BookingEditScreen() {
  const { id = '' } = useParams();
  const detailPath = `/shopowner/bookings/${encodeURIComponent(id)}`;
  const { data, error, refetch } = useQuery(BookingEditScreenQuery, { variables: { id } });
  return (
    <BookingFrame
      data={data}
      error={error}
      refetch={refetch}
      title={{ id: 'owner.bookingEdit.title' }}
      skeletons={['80px', '320px']}
      back={
        <BackLink to={detailPath}>
          <FormattedMessage id="owner.bookingEdit.back" />
        </BackLink>
      }
    >
      {(order) => <BookingEditForm order={order} detailPath={detailPath} />}
    </BookingFrame>
  );
}
