import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ReservationAddonsQuery as AddonsData } from '../../gql/graphql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import type { OfferHold } from '../offer/offerHold';
import { AddonPicker, type PickerAddon } from './AddonPicker';
import { fieldIds } from './reservationErrors';
import { StyledCard } from './styles';

/** The pickup shop's add-ons: the shop is known only once the bike is. */
export const ReservationAddonsQuery = graphql(`
  query ReservationAddons($storeId: ID!) {
    publicShopAddons(storeId: $storeId, first: 100) {
      nodes {
        id
        addonDatabaseId
        type
        maxQuantity
        allowMultiple
        ...AddonPicker_addon
      }
    }
  }
`);

type ShopAddon = AddonsData['publicShopAddons']['nodes'][number];

const servicesId = 'reservation-services';
const errorId = 'reservation-accessories-error';

function pickerItem(node: ShopAddon): PickerAddon {
  return {
    id: node.id,
    addonDatabaseId: node.addonDatabaseId,
    maxQuantity: node.allowMultiple ? node.maxQuantity : Math.min(1, node.maxQuantity),
    addon: node,
  };
}

/**
 * Accessories and services of the pickup shop, each with a stepper within its maximum. For a
 * special offer, what comes with it is listed without one, and nothing else is offered when
 * the offer allows no other add-ons.
 */
export function AddonSections({
  storeId,
  isOffer,
  hold,
  quantities,
  onChange,
  error,
}: {
  storeId: string;
  isOffer: boolean;
  hold: OfferHold | null;
  quantities: ReadonlyMap<number, number>;
  onChange(addonDatabaseId: number, quantity: number): void;
  error?: ReactNode;
}) {
  const intl = useIntl();
  const {
    data,
    loading,
    error: failed,
    refetch,
  } = useQuery(ReservationAddonsQuery, {
    variables: { storeId },
    notifyOnNetworkStatusChange: true,
  });

  if (loading && !data) return <StyledSkeleton $height="12rem" $radius="12px" aria-hidden="true" />;
  if (failed && !data)
    return (
      <StyledCard>
        <ErrorState
          message={intl.formatMessage({ id: 'reservation.addons.error' })}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </StyledCard>
    );

  const nodes = data?.publicShopAddons.nodes ?? [];
  const included = new Set(hold?.includedAddonIds ?? []);
  const othersAllowed = !isOffer || (hold?.allowCustomAddons ?? true);
  const ofType = (type: ShopAddon['type']) => ({
    pickable: othersAllowed
      ? nodes.filter((n) => n.type === type && !included.has(n.addonDatabaseId)).map(pickerItem)
      : [],
    included: nodes
      .filter((n) => n.type === type && included.has(n.addonDatabaseId))
      .map(pickerItem),
  });
  const accessories = ofType('ACCESSORY');
  const services = ofType('SERVICE');
  const maxOf = new Map(nodes.map((n) => [n.addonDatabaseId, pickerItem(n).maxQuantity]));
  const change = (addonId: number, quantity: number) =>
    onChange(addonId, Math.max(0, Math.min(maxOf.get(addonId) ?? 0, quantity)));

  return (
    <>
      <AddonPicker
        id={fieldIds.addons}
        title={<FormattedMessage id="reservation.accessories.title" />}
        addons={accessories.pickable}
        included={accessories.included}
        quantities={quantities}
        onChange={change}
        note={othersAllowed ? undefined : <FormattedMessage id="reservation.addons.offerOnly" />}
        error={error}
        errorId={errorId}
      />
      <AddonPicker
        id={servicesId}
        title={<FormattedMessage id="reservation.services.title" />}
        addons={services.pickable}
        included={services.included}
        quantities={quantities}
        onChange={change}
      />
    </>
  );
}
