import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NotFoundState } from '../../ui/NotFoundState';
import { restIdOf } from '../ui/shopParam';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { inOwnLanguage, useUserErrorText } from '../ui/userErrorText';
import { StyledFormAlert, StyledPage, StyledTitle } from '../../ui/formStyles';
import { AccessoryOfferForm } from './AccessoryOfferForm';
import {
  accessoriesPath,
  checkOffer,
  errorsOfApi,
  offerNumbers,
  type OfferErrors,
  type OfferValues,
} from './accessoryOffer';
import { RemoveAddonFromStoresMutation, UpdateAddonOfferMutation } from './accessoryMutations';

export const AccessoryEditScreenQuery = graphql(`
  query AccessoryEditScreen($addonId: ID!) {
    ownerStoreAddonGroup(addonId: $addonId) {
      addon {
        id
        databaseId
        maxQuantity
        name {
          en
          vn
        }
      }
      storeAddons {
        id
        storeDatabaseId
        pricePerDay
        oneTimePrice
        maxQuantity
      }
    }
    ownerStores(first: 100) {
      nodes {
        id
        databaseId
        name
      }
    }
  }
`);

/** The catalogue add-on's global id from the URL's REST id, built as the server builds it. */
const addonGlobalId = (restId: number) =>
  btoa(`Addon:${restId}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** `/shopowner/accessories/:addonId` (the catalogue add-on's REST id): one the owner offers. */
export default function AccessoryEditScreen() {
  const intl = useIntl();
  const errorText = useUserErrorText();
  const notify = useNotify();
  const { language } = useLanguage();
  const addonParam = restIdOf(useParams().addonId ?? null);
  const { data, error, refetch } = useQuery(AccessoryEditScreenQuery, {
    variables: { addonId: addonGlobalId(addonParam ?? 0) },
    skip: addonParam === null,
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<OfferValues | null>(null);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [asking, setAsking] = useState(false);
  const guard = useUnsavedChanges(edited !== null, accessoriesPath);
  const [update, { loading: saving }] = useMutation(UpdateAddonOfferMutation);
  const [remove, { loading: deleting }] = useMutation(RemoveAddonFromStoresMutation);

  const group = data?.ownerStoreAddonGroup;
  const name = group?.addon.name[language];
  usePageMeta(name ?? intl.formatMessage({ id: 'owner.accessories.edit.title' }));

  if (error && !data) {
    return (
      <StyledPage>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.accessories.edit.title" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch()} />
      </StyledPage>
    );
  }
  if (addonParam === null || (data && !group)) {
    return (
      <NotFoundState
        backTo={accessoriesPath}
        backLabel={<FormattedMessage id="owner.accessories.backToList" />}
      />
    );
  }

  const shops = data?.ownerStores.nodes ?? [];
  const first = group?.storeAddons[0];
  const offeredAt = new Set(group?.storeAddons.map((offer) => offer.storeDatabaseId));
  const values: OfferValues | null =
    edited ??
    (first
      ? {
          pricePerDay: String(first.pricePerDay),
          oneTimePrice: String(first.oneTimePrice),
          maxQuantity: String(first.maxQuantity),
          storeIds: shops.filter((shop) => offeredAt.has(shop.databaseId)).map((shop) => shop.id),
        }
      : null);

  const save = async () => {
    if (!group || !values) return;
    const problems = checkOffer(values, group.addon.maxQuantity, intl);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data: answer } = await update({
        variables: {
          input: { id: group.addon.id, storeIds: values.storeIds, ...offerNumbers(values) },
        },
      });
      const userErrors = answer?.updateAddonOffer.userErrors ?? [];
      if (userErrors.length > 0) {
        setErrors(errorsOfApi(inOwnLanguage(userErrors, errorText)));
        return;
      }
      notify(intl.formatMessage({ id: 'owner.accessories.edit.saved' }), 'success');
      guard.leave({ to: accessoriesPath });
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'owner.accessories.form.connection' }) });
    }
  };

  const confirmDelete = async () => {
    if (!group) return;
    try {
      const { data: answer } = await remove({ variables: { input: { id: group.addon.id } } });
      const userErrors = answer?.removeAddonFromStores.userErrors ?? [];
      setAsking(false);
      if (userErrors.length > 0) {
        setErrors({ form: userErrors.map(errorText).join(' ') });
        return;
      }
      notify(intl.formatMessage({ id: 'owner.accessories.delete.done' }), 'success');
      guard.leave({ to: accessoriesPath });
    } catch {
      setAsking(false);
      setErrors({ form: intl.formatMessage({ id: 'owner.accessories.form.connection' }) });
    }
  };

  return (
    <StyledPage>
      <BackLink to={accessoriesPath}>
        <FormattedMessage id="owner.accessories.backToList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        {name ?? <FormattedMessage id="owner.accessories.edit.title" />}
      </StyledTitle>
      {!group || !values ? (
        <StyledSkeleton aria-hidden="true" $height="320px" />
      ) : (
        <AccessoryOfferForm
          values={values}
          onChange={setEdited}
          errors={errors}
          maxAllowed={group.addon.maxQuantity}
          shops={shops}
          saving={saving}
          submitLabel={<FormattedMessage id="owner.accessories.edit.save" />}
          onSubmit={() => void save()}
          extraActions={
            <StyledButton type="button" $block $variant="danger" onClick={() => setAsking(true)}>
              <FormattedMessage id="owner.accessories.delete.button" />
            </StyledButton>
          }
        />
      )}
      {errors.form && !values && <StyledFormAlert role="alert">{errors.form}</StyledFormAlert>}
      <ConfirmSheet
        open={asking}
        danger
        busy={deleting}
        title={
          <FormattedMessage id="owner.accessories.delete.title" values={{ name: name ?? '' }} />
        }
        confirmLabel={<FormattedMessage id="owner.accessories.delete.confirm" />}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage id="owner.accessories.delete.text" />
        </p>
      </ConfirmSheet>
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
