import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { SelectField } from '../../ui/SelectField';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { inOwnLanguage, useUserErrorText } from '../ui/userErrorText';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { AccessoryOfferForm } from './AccessoryOfferForm';
import {
  accessoriesPath,
  checkOffer,
  errorsOfApi,
  offerNumbers,
  type OfferErrors,
  type OfferValues,
} from './accessoryOffer';
import { OfferAddonAtStoresMutation } from './accessoryMutations';

export const AccessoryNewScreenQuery = graphql(`
  query AccessoryNewScreen {
    addons(first: 100) {
      nodes {
        id
        databaseId
        type
        name {
          en
          vn
        }
        pricePerDay
        oneTimePrice
        maxQuantity
      }
    }
    ownerStoreAddonGroups(first: 100) {
      nodes {
        addon {
          id
        }
      }
    }
    ownerStores(first: 100) {
      nodes {
        id
        name
      }
    }
  }
`);

/** `/shopowner/accessories/new`: offer a catalogue add-on, not offered yet, at own shops. */
export default function AccessoryNewScreen() {
  const intl = useIntl();
  const errorText = useUserErrorText();
  const notify = useNotify();
  const { language } = useLanguage();
  usePageMeta(intl.formatMessage({ id: 'owner.accessories.new.title' }));
  const { data, error, refetch } = useQuery(AccessoryNewScreenQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [addonId, setAddonId] = useState('');
  const [values, setValues] = useState<OfferValues | null>(null);
  const [errors, setErrors] = useState<OfferErrors>({});
  const [offer, { loading: saving }] = useMutation(OfferAddonAtStoresMutation);
  const guard = useUnsavedChanges(addonId !== '', accessoriesPath);

  const offered = new Set(data?.ownerStoreAddonGroups.nodes.map((group) => group.addon.id));
  const choices = (data?.addons.nodes ?? []).filter((addon) => !offered.has(addon.id));
  const chosen = choices.find((addon) => addon.id === addonId);
  const shops = data?.ownerStores.nodes ?? [];

  const pick = (id: string) => {
    setAddonId(id);
    setErrors({});
    const addon = choices.find((choice) => choice.id === id);
    setValues(
      addon
        ? {
            pricePerDay: String(addon.pricePerDay),
            oneTimePrice: String(addon.oneTimePrice),
            maxQuantity: String(addon.maxQuantity),
            storeIds: values?.storeIds ?? shops.map((shop) => shop.id),
          }
        : null,
    );
  };

  const save = async () => {
    if (!chosen || !values) {
      setErrors({ addon: intl.formatMessage({ id: 'owner.accessories.form.pickAddon' }) });
      return;
    }
    const problems = checkOffer(values, chosen.maxQuantity, intl);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { data: answer } = await offer({
        variables: {
          input: { accessoryId: chosen.id, storeIds: values.storeIds, ...offerNumbers(values) },
        },
      });
      const userErrors = answer?.offerAddonAtStores.userErrors ?? [];
      if (userErrors.length > 0) {
        setErrors(errorsOfApi(inOwnLanguage(userErrors, errorText)));
        return;
      }
      notify(intl.formatMessage({ id: 'owner.accessories.new.saved' }), 'success');
      guard.leave({ to: accessoriesPath });
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'owner.accessories.form.connection' }) });
    }
  };

  const picker = (
    <SelectField
      label={<FormattedMessage id="owner.accessories.new.pick" />}
      hint={<FormattedMessage id="owner.accessories.new.pickHint" />}
      placeholder={intl.formatMessage({ id: 'owner.accessories.new.choose' })}
      value={addonId}
      error={errors.addon}
      onChange={pick}
    >
      {choices.map((addon) => (
        <option key={addon.id} value={addon.id}>
          {addon.name[language]}
        </option>
      ))}
    </SelectField>
  );

  return (
    <StyledPage>
      <BackLink to={accessoriesPath}>
        <FormattedMessage id="owner.accessories.backToList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.accessories.new.title" />
      </StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.accessories.new.lead" />
      </StyledLead>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !data ? (
        <StyledSkeleton aria-hidden="true" $height="320px" />
      ) : shops.length === 0 || choices.length === 0 ? (
        <StyledCard>
          <StyledLead>
            {shops.length === 0 ? (
              <FormattedMessage id="owner.accessories.new.noShops" />
            ) : (
              <FormattedMessage id="owner.accessories.new.nothingLeft" />
            )}
          </StyledLead>
        </StyledCard>
      ) : (
        <AccessoryOfferForm
          top={picker}
          values={
            values ?? {
              pricePerDay: '',
              oneTimePrice: '',
              maxQuantity: '',
              storeIds: shops.map((shop) => shop.id),
            }
          }
          onChange={setValues}
          errors={errors}
          maxAllowed={chosen?.maxQuantity ?? 0}
          shops={shops}
          saving={saving}
          submitLabel={<FormattedMessage id="owner.accessories.new.save" />}
          onSubmit={() => void save()}
        />
      )}
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
