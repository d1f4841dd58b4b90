import { useCallback } from 'react';
import { useSearchParams } from '../../app/routing';

/** A shop's global id from its REST id, built as the server builds it (base64url of `Store:<id>`). */
export function storeGlobalId(restId: number): string {
  return btoa(`Store:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A REST id from a URL: a positive whole number that fits the database, else null. */
export function restIdOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The shop filter of the owner's lists (bookings, history, offers, bikes, reviews): `?shop=<the
 * shop's REST id>`, all shops when absent. Kept in the URL so that the back button and a shared
 * link keep the choice; `storeId` is what the API's optional `storeId` arguments take.
 */
export function useShopParam() {
  const [params, setParams] = useSearchParams();
  const shopId = restIdOf(params.get('shop'));
  const chooseShop = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('shop');
          else next.set('shop', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { shopId, storeId: shopId === null ? null : storeGlobalId(shopId), chooseShop };
}

/** `?shop=<id>` for a link that keeps the filter, or nothing for all shops. */
export const shopQuery = (shopId: number | null) => (shopId === null ? '' : `?shop=${shopId}`);
