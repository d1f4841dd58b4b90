import { FormattedMessage } from 'react-intl';
import { expiryOf } from './offerTime';

/** "N more days", "Today" or "Expired" (spec section 5), at `now`. */
export function ExpiryText({ bookableUntil, now }: { bookableUntil: string; now: Date }) {
  const expiry = expiryOf(bookableUntil, now);
  if (expiry.kind === 'expired') return <FormattedMessage id="owner.offers.expiry.expired" />;
  if (expiry.kind === 'today') return <FormattedMessage id="owner.offers.expiry.today" />;
  return <FormattedMessage id="owner.offers.expiry.days" values={{ days: expiry.days }} />;
}
