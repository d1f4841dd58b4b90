import { isValidLocal } from '../../ui/tripTime';
import { restIdParam } from '../restIds';

/** What `/reserve/:shopBikeId?start=&end=&return=&transfer=&offer=` asks to book. */
export interface ReservationRequest {
  shopBikeId: number;
  /** Vietnamese wall-clock times `YYYY-MM-DDTHH:mm`. */
  start: string;
  end: string;
  /** One way: the return shop and the transfer to it (REST ids). */
  returnStoreId: number | null;
  transferId: number | null;
  offerId: number | null;
}

export type ReadReservation =
  | { kind: 'unknownBike' }
  | { kind: 'noDates'; shopBikeId: number }
  | { kind: 'ok'; request: ReservationRequest };

export function readReservation(
  shopBikeParam: string | undefined,
  params: URLSearchParams,
): ReadReservation {
  const shopBikeId = restIdParam(shopBikeParam);
  if (shopBikeId === null) return { kind: 'unknownBike' };
  const start = params.get('start');
  const end = params.get('end');
  if (!isValidLocal(start) || !isValidLocal(end) || end <= start)
    return { kind: 'noDates', shopBikeId };
  return {
    kind: 'ok',
    request: {
      shopBikeId,
      start,
      end,
      returnStoreId: restIdParam(params.get('return')),
      transferId: restIdParam(params.get('transfer')),
      offerId: restIdParam(params.get('offer')),
    },
  };
}

/** The bike page for the same trip: where the dates are chosen. */
export function bikePageHref(shopBikeId: number, request?: ReservationRequest): string {
  if (!request) return `/bikes/${shopBikeId}`;
  const params = new URLSearchParams({ start: request.start, end: request.end });
  return `/bikes/${shopBikeId}?${params}`;
}
