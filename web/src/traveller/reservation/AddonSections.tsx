import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import type { AddonSections_OfferFragment, AddonSections_ShopFragment } from '../../gql/graphql';
import { AddonPicker, type PickerAddon } from './AddonPicker';
import { fieldIds } from './reservationErrors';

/** The pickup shop's add-ons, in the reservation's one query (`PublicShop.addons`). */
export const AddonSections_shop = graphql(`
  fragment AddonSections_shop on PublicShop {
    id
    addons(first: 100) {
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

/** What a special offer allows: read with the page (`specialOffer`), not kept in the tab. */
export const AddonSections_offer = graphql(`
  fragment AddonSections_offer on SpecialOffer {
    allowCustomAddons
    addons {
      addonDatabaseId
    }
  }
`);

type ShopAddon = AddonSections_ShopFragment['addons']['nodes'][number];

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
  shop,
  isOffer,
  offer,
  quantities,
  onChange,
  error,
}: {
  shop: FragmentType<typeof AddonSections_shop>;
  isOffer: boolean;
  /** Spread `@unmask`: a special offer has no id. Null when the offer is gone. */
  offer: AddonSections_OfferFragment | null;
  quantities: ReadonlyMap<number, number>;
  onChange(addonDatabaseId: number, quantity: number): void;
  error?: ReactNode;
}) {
  const { data, complete } = useFragment({
    fragment: AddonSections_shop,
    fragmentName: 'AddonSections_shop',
    from: shop,
  });
  const nodes = complete ? data.addons.nodes : [];
  const included = new Set(offer?.addons.map((addon) => addon.addonDatabaseId) ?? []);
  const othersAllowed = !isOffer || (offer?.allowCustomAddons ?? true);
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
