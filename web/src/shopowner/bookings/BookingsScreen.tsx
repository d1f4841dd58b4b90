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
import { StyledCard, StyledLead, StyledOwnerPage, StyledTitle } from '../ui/ownerStyles';
import { BookingCard } from './BookingCard';
import { ShopFilter, useChosenShop } from './ShopFilter';
import { useNewBookingAnnouncer } from './useNewBookingAnnouncer';

export const BookingsScreenQuery = graphql(`
  query BookingsScreen($storeId: ID!, $hasStore: Boolean!) {
    ownerStores(first: 100) {
      nodes {
        id
        name
      }
    }
    shopOrderBoard(storeId: $storeId) @include(if: $hasStore) {
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

/** Spec 2, bookings: the shop's current bookings in groups, refreshed while the page is seen. */
export default function BookingsScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.bookings.title' }));
  const first = useQuery(BookingsScreenQuery, {
    variables: { storeId: '', hasStore: false },
  });
  const shops = (first.data ?? first.previousData)?.ownerStores.nodes;
  const { chosen, choose } = useChosenShop(shops);
  const { data, error, refetch } = useQuery(BookingsScreenQuery, {
    variables: { storeId: chosen?.id ?? '', hasStore: true },
    skip: !chosen,
    pollInterval: boardPollMs,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const board = data?.shopOrderBoard ?? null;
  const current = useMemo(
    () => (board ? groups.flatMap((group) => board[group].nodes) : null),
    [board],
  );
  useNewBookingAnnouncer(chosen?.id ?? null, current);

  const empty = board !== null && groups.every((group) => board[group].totalCount === 0);
  const failed = first.error ?? (data ? undefined : error);
  return (
    <StyledOwnerPage>
      <BackLink to="/shopowner">
        <FormattedMessage id="owner.bookings.back" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.bookings.title" />
      </StyledTitle>
      {shops && <ShopFilter shops={shops} chosen={chosen} onChoose={choose} />}
      {failed ? (
        <ErrorState
          message={intl.formatMessage({ id: 'owner.bookings.error' })}
          onRetry={() => void (first.error ? first.refetch() : refetch())}
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
            <FormattedMessage id="owner.bookings.empty" />
          </StyledLead>
        </StyledCard>
      ) : (
        groups.map((group) => <BookingGroup key={group} board={board} group={group} />)
      )}
      {shops && shops.length > 0 && (
        <StyledButton
          as={Link}
          to={`/shopowner/bookings/history${chosen ? `?shop=${encodeURIComponent(chosen.id)}` : ''}`}
          $variant="secondary"
        >
          <FormattedMessage id="owner.bookings.toHistory" />
        </StyledButton>
      )}
    </StyledOwnerPage>
  );
}
