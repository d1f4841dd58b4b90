import type { Job } from '../../jobs/job-runner';
import type { BookingService } from './bookings.service';

export const lapseJobName = 'booking-lapse';

/** Unconfirmed bookings past their deadline lapse, and their unit is free again. */
export function bookingLapseJob(bookings: BookingService, intervalMs = 60_000): Job {
  return {
    name: lapseJobName,
    intervalMs,
    async run({ now, log }) {
      const lapsed = await bookings.lapseOverdue(now);
      if (lapsed > 0) log.info({ lapsed }, 'unconfirmed bookings lapsed');
    },
  };
}
