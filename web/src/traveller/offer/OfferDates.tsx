import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import type { OfferDates_OfferFragment } from '../../gql/graphql';
import { useMoment } from '../reservation/moments';
import { StyledCard, StyledCardTitle, StyledFact, StyledFacts } from '../reservation/styles';
import type { OfferTrip } from './offerTrip';

const datesId = 'offer-dates';

export const OfferDates_offer = graphql(`
  fragment OfferDates_offer on SpecialOffer {
    earliestPickupAt
    latestPickupAt
    travelEndsAt
    maxRentalDays
    bookableUntil
  }
`);

/** The dates the booking will have, and the offer's rules that set them. */
export function OfferDates({
  offer,
  trip,
}: {
  offer: OfferDates_OfferFragment;
  trip: OfferTrip | null;
}) {
  const moment = useMoment();
  return (
    <StyledCard aria-labelledby={datesId}>
      <StyledCardTitle id={datesId}>
        <FormattedMessage id="offer.dates.title" />
      </StyledCardTitle>
      {trip && (
        <StyledFacts>
          <StyledFact>
            <dt>
              <FormattedMessage id="offer.dates.pickup" />
            </dt>
            <dd>{moment(trip.startInstant)}</dd>
          </StyledFact>
          <StyledFact>
            <dt>
              <FormattedMessage id="offer.dates.return" />
            </dt>
            <dd>
              {moment(trip.endInstant)}
              <br />
              <FormattedMessage id="offer.dates.days" values={{ days: trip.days }} />
            </dd>
          </StyledFact>
        </StyledFacts>
      )}
      <StyledFacts>
        <StyledFact>
          <dt>
            <FormattedMessage id="offer.dates.pickupWindow" />
          </dt>
          <dd>
            <FormattedMessage
              id="offer.dates.between"
              values={{
                from: moment(String(offer.earliestPickupAt)),
                to: moment(String(offer.latestPickupAt)),
              }}
            />
          </dd>
        </StyledFact>
        <StyledFact>
          <dt>
            <FormattedMessage id="offer.dates.returnBy" />
          </dt>
          <dd>{moment(String(offer.travelEndsAt))}</dd>
        </StyledFact>
        <StyledFact>
          <dt>
            <FormattedMessage id="offer.dates.maxDays" />
          </dt>
          <dd>
            <FormattedMessage id="offer.dates.dayCount" values={{ days: offer.maxRentalDays }} />
          </dd>
        </StyledFact>
        <StyledFact>
          <dt>
            <FormattedMessage id="offer.dates.bookBy" />
          </dt>
          <dd>{moment(String(offer.bookableUntil))}</dd>
        </StyledFact>
      </StyledFacts>
    </StyledCard>
  );
}
