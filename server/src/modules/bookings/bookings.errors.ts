import { UserErrorCode, type UserError } from '../../graphql/user-error';
import { AppError } from '../../shared/errors';

export {
  invalid,
  invalidState,
  notFound,
  outOfRange,
  ranked,
  required,
} from '../offers/offers.errors';

export const bikeUnavailable = (): UserError => ({
  field: 'bike_id',
  message: 'No unit of this bike is free for these dates',
  code: UserErrorCode.BIKE_UNAVAILABLE,
});

/** Too many bookings or e-mails: the REST facade answers 429 with Retry-After. */
export class TooManyBookingRequestsError extends AppError {
  constructor(
    override readonly retryAfterSeconds: number,
    what = 'requests',
  ) {
    super('RATE_LIMITED', `Too many ${what}: try again in ${retryAfterSeconds} seconds`);
  }
}
