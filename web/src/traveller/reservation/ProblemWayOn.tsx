import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
import type { Problem } from './reservationErrors';
import { StyledLinkRow } from './styles';

/** The way on from a problem with the trip: other dates, the offer again, a search, a retry. */
export function ProblemWayOn({
  problem,
  bikeHref,
  searchHref,
  offerId,
}: {
  problem: Problem;
  bikeHref: string;
  searchHref: string;
  offerId: number | null;
}) {
  switch (problem.key) {
    case 'start':
    case 'end':
    case 'unavailable':
      return (
        <StyledLinkRow>
          <Link to={bikeHref}>
            <FormattedMessage id="reservation.wayOn.changeDates" />
          </Link>
          <Link to={searchHref}>
            <FormattedMessage id="reservation.wayOn.otherBikes" />
          </Link>
        </StyledLinkRow>
      );
    case 'offerDates':
    case 'hold':
    case 'holdMissing':
      return offerId === null ? null : (
        <Link to={`/offers/${offerId}`}>
          <FormattedMessage id="reservation.wayOn.openOffer" />
        </Link>
      );
    case 'offerGone':
    case 'bikeGone':
    case 'oneWay':
      return (
        <Link to={searchHref}>
          <FormattedMessage id="reservation.wayOn.otherBikes" />
        </Link>
      );
    case 'network':
    case 'generic':
      // Sends the form again, with the same idempotency key.
      return (
        <StyledButton type="submit" $variant="secondary">
          <FormattedMessage id="reservation.wayOn.retry" />
        </StyledButton>
      );
    default:
      return null;
  }
}
