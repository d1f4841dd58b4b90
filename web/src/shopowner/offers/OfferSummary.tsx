import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { newPriceOf, type OfferDraft } from './offerDraft';
import type { OfferChoices } from './offerChoices';
import type { WallClock } from './offerTime';

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const moment = ({ date, time }: WallClock) => `${date.split('-').reverse().join('.')} ${time}`;

/** The offer as it will be published (step 5). */
export function OfferSummary({ draft, choices }: { draft: OfferDraft; choices: OfferChoices }) {
  const { locale } = useIntl();
  const { money } = useMoney();
  const store = choices.ownerStores.nodes.find((s) => s.databaseId === draft.storeId);
  const bike = choices.ownerShopBikes.nodes.find((b) => b.id === draft.shopBikeId);
  const returnStore = store?.transfers.find((t) => t.toStoreDatabaseId === draft.returnStoreId);
  const addonNames = choices.ownerStoreAddonGroups.nodes
    .filter((g) => draft.addons[g.addon.databaseId] !== undefined)
    .map((g) => (locale.startsWith('vi') ? g.addon.name.vn : g.addon.name.en));
  const regular = Number(draft.regularPricePerDay);
  const percent = Number(draft.percentDiscount);
  return (
    <StyledFacts>
      <dt>
        <FormattedMessage id="owner.offers.field.bike" />
      </dt>
      <dd>{bike?.bike.name}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.pickupShop" />
      </dt>
      <dd>{store?.name}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.returnShop" />
      </dt>
      <dd>
        {returnStore ? (
          returnStore.toStoreName
        ) : (
          <FormattedMessage id="owner.offers.field.roundTrip" />
        )}
      </dd>
      <dt>
        <FormattedMessage id="owner.offers.field.earliestPickup" />
      </dt>
      <dd>{moment(draft.earliestPickup)}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.latestPickup" />
      </dt>
      <dd>{moment(draft.latestPickup)}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.returnBy" />
      </dt>
      <dd>{moment(draft.returnBy)}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.maxDays" />
      </dt>
      <dd>{draft.maxRentalDays}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.bookableUntil" />
      </dt>
      <dd>{moment(draft.bookableUntil)}</dd>
      <dt>
        <FormattedMessage id="owner.offers.field.accessories" />
      </dt>
      <dd>
        {addonNames.length > 0 ? (
          addonNames.join(', ')
        ) : (
          <FormattedMessage id="owner.offers.summary.noAccessories" />
        )}
      </dd>
      <dt>
        <FormattedMessage id="owner.offers.card.price" />
      </dt>
      <dd>
        <FormattedMessage
          id="owner.offers.card.priceValue"
          values={{
            price: money(newPriceOf(regular, percent)),
            regular: money(regular),
            percent,
          }}
        />
      </dd>
    </StyledFacts>
  );
}
