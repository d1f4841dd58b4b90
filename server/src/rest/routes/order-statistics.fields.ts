import { listLimit, type ParamSpec } from '../route';

/** Selections and parameters shared by the partner and shop-owner statistics routes. */
const statusCounts = `{
  awaiting_verification: awaitingVerification
  confirmed
  in_progress: inProgress
  completed
  cancelled
  no_show: noShow
  lapsed
}`;

export const orderStatisticsFields = `
  order_count: orderCount
  orders_by_status: byStatus ${statusCounts}
  cash_earned: cashEarned
  first_order_at: firstOrderAt
  last_order_at: lastOrderAt
  months { month order_count: orderCount completed_count: completedCount cash_earned: cashEarned }
`;

export const monthlyOrdersFields = `
  month
  order_count: orderCount
  orders_by_status: byStatus ${statusCounts}
  cash_earned: cashEarned
  orders {
    booking_number: bookingNumber
    status
    created_at: createdAt
    date_start_travel: startAt
    date_end_travel: endAt
    rental_days: rentalDays
    total_price: totalPrice
    pickup_store_name: pickupStoreName
  }
`;

/** YYYY-MM; the service checks the month itself (400 with `fields.monthYear`). */
export const monthParam: ParamSpec = {
  name: 'monthYear',
  in: 'path',
  type: 'string',
  required: true,
  maxLength: 20,
  description: 'YYYY-MM, in Asia/Ho_Chi_Minh',
};

export const limitParam: ParamSpec = {
  name: 'limit',
  in: 'query',
  type: 'integer',
  minimum: 0,
  maximum: listLimit.maximum,
  description: 'How many bookings to list',
};
