import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, defineMessages, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import type { BookingsScreenQuery as BoardData } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { shopQuery, useShopParam } from '../ui/shopParam';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { BookingCard } from './BookingCard';
import { ShopFilter } from './ShopFilter';
import { useNewBookingAnnouncer } from './useNewBookingAnnouncer';

export const BookingsScreenQuery = graphql(`
  query BookingsScreen($storeId: ID, $oneShop: Boolean!) {
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
    shopOrderBoard(storeId: $storeId) {
      asOf
      storeDatabaseId
      awaitingVerification(first: 50) {
        totalCount
        nodes {
          id
          bookingNumber
          ...BookingCard_order
        }
      }
      pending(first: 50) {
        totalCount
        nodes {
          id
          bookingNumber
          ...BookingCard_order
        }
      }
      lateForPickup(first: 50) {
        totalCount
        nodes {
          id
          bookingNumber
          ...BookingCard_order
        }
      }
      bookedOffers(first: 50) {
        totalCount
        nodes {
          id
          bookingNumber
          ...BookingCard_order
        }
      }
    }
    # With one shop chosen, the new bookings of every shop are still announced.
    everyShop: shopOrderBoard @include(if: $oneShop) {
      awaitingVerification(first: 20) {
        nodes {
          id
          bookingNumber
        }
      }
      pending(first: 20) {
        nodes {
          id
          bookingNumber
        }
      }
      lateForPickup(first: 20) {
        nodes {
          id
          bookingNumber
        }
      }
    }
  }
`);

/** New bookings appear without a reload: the board is asked again while the page is seen. */
export const boardPollMs = 10_000;

type Board = NonNullable<BoardData['shopOrderBoard']>;
type Group = 'lateForPickup' | 'pending' | 'awaitingVerification' | 'bookedOffers';

const groupTitles = defineMessages({
  lateForPickup: { id: 'owner.bookings.group.late' },
  pending: { id: 'owner.bookings.group.pending' },
  awaitingVerification: { id: 'owner.bookings.group.awaiting' },
  bookedOffers: { id: 'owner.bookings.group.offers' },
});

const groupHints = defineMessages({
  lateForPickup: { id: 'owner.bookings.hint.late' },
  pending: { id: 'owner.bookings.hint.pending' },
  awaitingVerification: { id: 'owner.bookings.hint.awaiting' },
  bookedOffers: { id: 'owner.bookings.hint.offers' },
});

/** What needs the owner first comes first. */
const groups: Group[] = ['lateForPickup', 'pending', 'awaitingVerification', 'bookedOffers'];
/** Every booking on the board is in one of these (booked offers are in them too). */
const announced = ['lateForPickup', 'pending', 'awaitingVerification'] as const;

const StyledGroup = styled.section`
  display: grid;
  gap: 8px;
`;

const StyledGroupTitle = styled.h2`
  margin: 8px 0 0;
  font-size: 1.1rem;
`;

const StyledList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function BookingGroup({ board, group }: { board: Board; group: Group }) {
  const intl = useIntl();
  const list = board[group];
  const title: MessageDescriptor = groupTitles[group];
  if (list.totalCount === 0) return null;
  return (
    <StyledGroup aria-label={intl.formatMessage(title)}>
      <StyledGroupTitle>
        <FormattedMessage {...title} /> ({list.totalCount})
      </StyledGroupTitle>
      <StyledHint>
        <FormattedMessage {...groupHints[group]} />
      </StyledHint>
      <StyledList>
        {list.nodes.map((order) => (
          <li key={order.id}>
            <BookingCard order={order} />
          </li>
        ))}
      </StyledList>
      {list.nodes.length < list.totalCount && (
        <StyledHint>
          <FormattedMessage
            id="owner.bookings.soonest"
            values={{ shown: list.nodes.length, total: list.totalCount }}
          />
        </StyledHint>
      )}
    </StyledGroup>
  );
}

function BoardSkeleton() {
  return (
    <div aria-busy="true" aria-label={useIntl().formatMessage({ id: 'owner.loading' })}>
      <StyledSkeleton $height="1.4em" $width="50%" />
      <StyledSkeleton $height="96px" style={{ marginTop: 12 }} />
      <StyledSkeleton $height="96px" style={{ marginTop: 8 }} />
    </div>
  );
}

/**
 * Spec 2, bookings: the current bookings of all the owner's shops, or of one (`?shop=`), in
 * groups, refreshed while the page is seen; each card names its shop.
 */
export default function BookingsScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.bookings.title' }));
  const { shopId, storeId, chooseShop } = useShopParam();
  const { data, previousData, error, refetch } = useQuery(BookingsScreenQuery, {
    variables: { storeId, oneShop: storeId !== null },
    pollInterval: boardPollMs,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const shops = (data ?? previousData)?.ownerStores.nodes;
  const board = data?.shopOrderBoard ?? null;
  const everyShop = data ? (data.everyShop ?? data.shopOrderBoard) : null;
  const current = useMemo(
    () => (everyShop ? announced.flatMap((group) => everyShop[group].nodes) : null),
    [everyShop],
  );
  useNewBookingAnnouncer(current);

  if (data && !board)
    return (
      <NotFoundState
        backTo="/shopowner/bookings"
        backLabel={<FormattedMessage id="owner.bookings.allShops" />}
      />
    );
  const empty = board !== null && groups.every((group) => board[group].totalCount === 0);
  return (
    <StyledPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.bookings.back" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.bookings.title" />
      </StyledTitle>
      {shops && <ShopFilter shops={shops} chosen={shopId} onChoose={chooseShop} />}
      {error && !data ? (
        <ErrorState
          message={intl.formatMessage({ id: 'owner.bookings.error' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : shops && shops.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.bookings.noShops" />
          </StyledLead>
          <StyledButton as={Link} to="/shopowner/shops" $variant="secondary">
            <FormattedMessage id="owner.bookings.toShops" />
          </StyledButton>
        </StyledCard>
      ) : !board ? (
        <BoardSkeleton />
      ) : empty ? (
        <StyledCard>
          <StyledLead>
            {shopId === null && shops && shops.length > 1 ? (
              <FormattedMessage id="owner.bookings.emptyAll" />
            ) : (
              <FormattedMessage id="owner.bookings.empty" />
            )}
          </StyledLead>
        </StyledCard>
      ) : (
        groups.map((group) => <BookingGroup key={group} board={board} group={group} />)
      )}
      {shops && shops.length > 0 && (
        <StyledButton
          as={Link}
          to={`/shopowner/bookings/history${shopQuery(shopId)}`}
          $variant="secondary"
        >
          <FormattedMessage id="owner.bookings.toHistory" />
        </StyledButton>
      )}
    </StyledPage>
  );
}
