import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { OpenSpecialOfferMutation } from '../../gql/graphql';
import { globalId } from '../restIds';
import { readOfferHold, saveOfferHold } from './offerHold';

/**
 * The hold only: what the offer is comes from the screen's query (`specialOffer`, which starts
 * no hold), and this mutation is what starts one.
 */
export const OpenSpecialOfferMutationDocument = graphql(`
  mutation OpenSpecialOffer($input: OpenSpecialOfferInput!) {
    openSpecialOffer(input: $input) {
      holdToken
      holdExpiresAt
      offer {
        databaseId
        heldUntil
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export type OpenedOffer = OpenSpecialOfferMutation['openSpecialOffer'];

type OpenState =
  { status: 'loading' } | { status: 'error' } | { status: 'done'; opened: OpenedOffer };

/**
 * Opening requests under way, per client, by offer, token and attempt: React may run the
 * effect twice (strict mode), and a second request without the first one's token would find
 * the offer held, by the same visitor.
 */
const underWay = new WeakMap<object, Map<string, Promise<OpenedOffer>>>();

/**
 * Opens the offer once per visit of the page: starts this visitor's 35-minute hold, or shows
 * the one that runs (its token is kept in sessionStorage, so a reload shows the same hold).
 */
export function useOpenOffer(offerId: number | null) {
  const client = useApolloClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenState>({ status: 'loading' });

  useEffect(() => {
    if (offerId === null) return;
    let current = true;
    const token = readOfferHold(offerId)?.token ?? null;
    const key = `${offerId}:${token ?? ''}:${attempt}`;
    const requests = underWay.get(client) ?? new Map<string, Promise<OpenedOffer>>();
    underWay.set(client, requests);
    let request = requests.get(key);
    if (!request) {
      request = client
        .mutate({
          mutation: OpenSpecialOfferMutationDocument,
          variables: { input: { offerId: globalId('Offer', offerId), holdToken: token } },
        })
        .then(({ data }) => {
          if (!data) throw new Error('openSpecialOffer answered no data');
          const opened = data.openSpecialOffer;
          if (opened.holdToken && opened.holdExpiresAt && opened.offer)
            saveOfferHold(offerId, {
              token: opened.holdToken,
              expiresAt: String(opened.holdExpiresAt),
            });
          return opened;
        });
      requests.set(key, request);
      const forget = () => requests.delete(key);
      request.then(forget, forget);
    }
    request.then(
      (opened) => current && setState({ status: 'done', opened }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [client, offerId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
