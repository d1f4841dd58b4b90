import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { BikePhoto } from './BikePhoto';
import { useMoment } from './moments';
import { StyledCard, StyledCardTitle, StyledFact, StyledFacts } from './styles';

const overviewId = 'reservation-overview';
const tripId = 'reservation-trip';

export const ReservationOverview_bike = graphql(`
  fragment ReservationOverview_bike on PublicBike {
    id
    name
    brand
    photos {
      side
    }
    photoUrls
    shop {
      id
      name
    }
  }
`);

const StyledBike = styled.div`
  display: grid;
  grid-template-columns: 112px minmax(0, 1fr);
  gap: 12px;
  align-items: center;
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 1.1rem;
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

const StyledShop = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const StyledOfferBadge = styled.p`
  margin: 6px 0 0;
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  font-size: 0.85rem;
`;

const StyledTimes = styled(StyledFacts)`
  gap: 8px;
`;

/** The bike, the shop and the dates being booked. */
export function ReservationOverview({
  bike,
  startInstant,
  endInstant,
  days,
  isOffer,
}: {
  bike: FragmentType<typeof ReservationOverview_bike>;
  startInstant: Date;
  endInstant: Date;
  days: number;
  isOffer: boolean;
}) {
  const moment = useMoment();
  const { data, complete } = useFragment({ fragment: ReservationOverview_bike, from: bike });
  if (!complete) return null;
  return (
    <StyledCard aria-labelledby={overviewId} id={tripId} tabIndex={-1}>
      <StyledCardTitle id={overviewId}>
        <FormattedMessage id="reservation.overview.title" />
      </StyledCardTitle>
      <StyledBike>
        <BikePhoto url={data.photos.side ?? data.photoUrls[0]} alt="" sizes="112px" eager />
        <div>
          <StyledName>{data.name}</StyledName>
          <StyledShop>{data.shop.name}</StyledShop>
          {isOffer && (
            <StyledOfferBadge>
              <FormattedMessage id="reservation.overview.offer" />
            </StyledOfferBadge>
          )}
        </div>
      </StyledBike>
      <StyledTimes>
        <StyledFact>
          <dt>
            <FormattedMessage id="reservation.overview.pickup" />
          </dt>
          <dd>{moment(startInstant)}</dd>
        </StyledFact>
        <StyledFact>
          <dt>
            <FormattedMessage id="reservation.overview.return" />
          </dt>
          <dd>{moment(endInstant)}</dd>
        </StyledFact>
        <StyledFact>
          <dt>
            <FormattedMessage id="reservation.overview.duration" />
          </dt>
          <dd>
            <FormattedMessage id="reservation.overview.days" values={{ days }} />
          </dd>
        </StyledFact>
      </StyledTimes>
    </StyledCard>
  );
}
