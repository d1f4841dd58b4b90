import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '../../app/routing';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { graphql } from '../../gql';
import type { OfferScreenQuery as OfferScreenData } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BikePhoto } from '../reservation/BikePhoto';
import { globalId, restIdParam } from '../restIds';
import {
  StyledActionBar,
  StyledBarAction,
  StyledBarPrice,
  StyledCard,
  StyledLinkRow,
  StyledPage,
  StyledText,
  StyledTitle,
} from '../reservation/styles';
import { HoldStatus, type Hold } from './HoldStatus';
import { OfferAddons } from './OfferAddons';
import { OfferDates } from './OfferDates';
import { OfferSummary } from './OfferSummary';
import { offerTrip } from './offerTrip';
import { useNow } from './useNow';
import { useOpenOffer, type OpenedOffer } from './useOpenOffer';
import { useDeferredResult } from '../../ui/useDeferredResult';

const holdId = 'offer-hold';

/**
 * The offer and its bike, read without starting a hold (`specialOffer`); the hold comes from
 * `openSpecialOffer` beside it. SpecialOffer has no id, so the cache cannot hand its
 * fragments to `useFragment`: the components' fragments are unmasked here.
 */
export const OfferScreenQuery = graphql(`
  query OfferScreen($id: ID!) {
    specialOffer(id: $id) {
      databaseId
      shopBikeDatabaseId
      returnStoreDatabaseId
      bikeName
      storeName
      percentDiscount
      newPricePerDay
      earliestPickupAt
      latestPickupAt
      travelEndsAt
      maxRentalDays
      addons {
        addonDatabaseId
        price
      }
      ...OfferSummary_offer @unmask
      ...OfferDates_offer @unmask
      ...OfferAddons_offer @unmask
      shopBike {
        id
        ...OfferPhoto_bike
        shop {
          id
          address
          city {
            id
            slug
          }
        }
      }
    }
  }
`);

type PublicOffer = NonNullable<OfferScreenData['specialOffer']>;

export const OfferPhoto_bike = graphql(`
  fragment OfferPhoto_bike on PublicBike {
    id
    name
    photos {
      side
    }
    photoUrls
  }
`);

const photoSizes = '(min-width: 450px) 418px, calc(100vw - 32px)';

const StyledBadge = styled.p`
  margin: 0;
  justify-self: start;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 700;
  font-size: 0.9rem;
`;

const StyledHeader = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
`;

const StyledPhotoBox = styled.div`
  aspect-ratio: 4 / 3;
`;

function OfferPhoto({ bike }: { bike: FragmentType<typeof OfferPhoto_bike> }) {
  const { data, complete } = useFragment({ fragment: OfferPhoto_bike, from: bike });
  if (!complete) return <StyledSkeleton $height="100%" aria-hidden="true" />;
  return (
    <BikePhoto
      url={data.photos.side ?? data.photoUrls[0]}
      alt={data.name}
      sizes={photoSizes}
      eager
    />
  );
}

function Loading() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'offer.loadingTitle' }));
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="offer.loading" />
      </p>
      <StyledSkeleton $height="1.6rem" $width="40%" $radius="999px" />
      <StyledSkeleton $height="1.9rem" $width="75%" />
      <StyledSkeleton $height="7.5rem" />
      <StyledPhotoBox>
        <StyledSkeleton $height="100%" />
      </StyledPhotoBox>
      <StyledSkeleton $height="1.5rem" $width="60%" />
      <StyledSkeleton $height="10rem" />
    </StyledPage>
  );
}

function NotFound({ otherOffersHref }: { otherOffersHref: string }) {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'offer.notFound.title' }));
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id="offer.notFound.title" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id="offer.notFound.text" />
      </StyledText>
      <StyledLinkRow>
        <StyledButton as={Link} to={otherOffersHref}>
          <FormattedMessage id="offer.otherOffers" />
        </StyledButton>
      </StyledLinkRow>
    </StyledPage>
  );
}

function LoadError({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'offer.loadingTitle' }));
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id="offer.loadingTitle" />
      </StyledTitle>
      <ErrorState message={intl.formatMessage({ id: 'offer.error' })} onRetry={onRetry} />
    </StyledPage>
  );
}

/** The visitor's position towards the hold: theirs and running, run out, or someone else's. */
function holdOf(opened: OpenedOffer | null, now: number, bookable: boolean): Hold {
  if (!opened) return { kind: 'pending' };
  if (!bookable) return { kind: 'closed' };
  if (opened.holdToken && opened.holdExpiresAt) {
    const remainingMs = new Date(String(opened.holdExpiresAt)).getTime() - now;
    return remainingMs > 0 ? { kind: 'mine', remainingMs } : { kind: 'expired' };
  }
  // This visitor holds as many offers as one may at once (the server's cap per client).
  if (opened.userErrors.some((error) => error.code === 'LIMIT_REACHED'))
    return { kind: 'limitReached' };
  const heldUntil = opened.offer?.heldUntil;
  return { kind: 'someoneElse', heldUntil: heldUntil ? String(heldUntil) : null };
}

function OfferView({
  opened,
  offer,
  onCheckAgain,
}: {
  /** Null until the hold's answer: the server renders the offer without it. */
  opened: OpenedOffer | null;
  offer: PublicOffer;
  onCheckAgain(): void;
}) {
  const intl = useIntl();
  const { money } = useMoney();
  const expiresAt = opened?.holdExpiresAt ? new Date(String(opened.holdExpiresAt)).getTime() : null;
  const now = useNow(expiresAt);
  // The dates are set when the offer opens, not at every tick of the countdown.
  const trip = useMemo(() => offerTrip(offer, new Date()), [offer]);
  const publicBike = offer.shopBike;
  const citySlug = publicBike?.shop.city.slug;
  const otherOffersHref = citySlug ? `/search?city=${encodeURIComponent(citySlug)}` : '/';
  const hold = holdOf(opened, now, trip !== null);

  usePageMeta(
    intl.formatMessage(
      { id: 'offer.meta.title' },
      { bike: offer.bikeName, percent: offer.percentDiscount },
    ),
    intl.formatMessage(
      { id: 'offer.meta.description' },
      { bike: offer.bikeName, shop: offer.storeName, percent: offer.percentDiscount },
    ),
  );

  const reserveHref = trip
    ? `/reserve/${offer.shopBikeDatabaseId}?${new URLSearchParams({
        offer: String(offer.databaseId),
        start: trip.start,
        end: trip.end,
        ...(offer.returnStoreDatabaseId ? { return: String(offer.returnStoreDatabaseId) } : {}),
      })}`
    : null;
  const total = trip
    ? offer.newPricePerDay * trip.days + offer.addons.reduce((sum, a) => sum + a.price, 0)
    : null;

  return (
    <StyledPage>
      <StyledHeader>
        <StyledBadge>
          <FormattedMessage id="offer.badge" values={{ percent: offer.percentDiscount }} />
        </StyledBadge>
        <StyledTitle>{offer.bikeName}</StyledTitle>
      </StyledHeader>
      <HoldStatus
        hold={hold}
        id={holdId}
        otherOffersHref={otherOffersHref}
        onCheckAgain={onCheckAgain}
      />
      <StyledPhotoBox>
        {publicBike ? (
          <OfferPhoto bike={publicBike} />
        ) : (
          <StyledSkeleton $height="100%" aria-hidden="true" />
        )}
      </StyledPhotoBox>
      <StyledCard aria-label={intl.formatMessage({ id: 'offer.summary' })}>
        <OfferSummary offer={offer} shopAddress={publicBike?.shop.address} />
      </StyledCard>
      <OfferDates offer={offer} trip={trip} />
      <OfferAddons offer={offer} />
      <StyledLinkRow>
        <Link to={`/bikes/${offer.shopBikeDatabaseId}`}>
          <FormattedMessage id="offer.bikePage" />
        </Link>
      </StyledLinkRow>
      <StyledActionBar>
        <StyledBarPrice>
          {trip && total !== null ? (
            <>
              <span>
                <FormattedMessage id="offer.bar.total" values={{ days: trip.days }} />
              </span>
              <strong>{money(total)}</strong>
            </>
          ) : (
            <strong>
              <FormattedMessage
                id="offer.pricePerDay"
                values={{ price: money(offer.newPricePerDay) }}
              />
            </strong>
          )}
        </StyledBarPrice>
        <StyledBarAction>
          {hold.kind === 'mine' && reserveHref ? (
            <StyledButton as={Link} to={reserveHref}>
              <FormattedMessage id="offer.book" />
            </StyledButton>
          ) : (
            <StyledButton type="button" disabled aria-describedby={holdId}>
              <FormattedMessage id="offer.book" />
            </StyledButton>
          )}
        </StyledBarAction>
      </StyledActionBar>
    </StyledPage>
  );
}

/**
 * A special offer (`/offers/:offerId`, REST id). Opening it starts this visitor's 35-minute
 * hold; the offer can be booked only while the hold runs.
 */
export default function OfferScreen() {
  const offerId = restIdParam(useParams().offerId);
  const { state, retry } = useOpenOffer(offerId);
  const query = useDeferredResult(
    useQuery(OfferScreenQuery, {
      variables: { id: offerId === null ? '' : globalId('Offer', offerId) },
      skip: offerId === null,
      notifyOnNetworkStatusChange: true,
    }),
  );

  if (offerId === null) return <NotFound otherOffersHref="/" />;
  const offer = query.data?.specialOffer;
  // The offer is shown as soon as it is read (on the server too, where no hold is started);
  // what depends on the hold waits for it.
  if (state.status === 'loading' && offer)
    return <OfferView opened={null} offer={offer} onCheckAgain={retry} />;
  if (state.status === 'loading' || (query.loading && !query.data)) return <Loading />;
  if (state.status === 'error' || !query.data) {
    const reload = () => {
      if (!query.data) void query.refetch().catch(() => undefined);
      if (state.status === 'error') retry();
    };
    return <LoadError onRetry={reload} />;
  }
  const { opened } = state;
  if (!opened.offer || !offer) return <NotFound otherOffersHref="/" />;
  return <OfferView opened={opened} offer={offer} onCheckAgain={retry} />;
}
