import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useParams, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import type { OwnerOfferScreenQuery as OfferScreenData } from '../../gql/graphql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NotFoundState } from '../../ui/NotFoundState';
import { Switch } from '../../ui/Switch';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { inOwnLanguage, useUserErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledCardTitle,
  StyledForm,
  StyledFormAlert,
  StyledLead,
  StyledNotice,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { ExpiryText } from './ExpiryText';
import { AddonFields, BikeFields, PriceFields, RentalFields } from './OfferFields';
import { DeleteOfferMutation } from './OffersScreen';
import { ShareOffer } from './ShareOffer';
import {
  draftOf,
  fieldErrorsOf,
  offerFields,
  type FieldErrors,
  type OfferDraft,
} from './offerDraft';
import { globalId, restIdParam } from './offerIds';

export const OwnerOfferScreenQuery = graphql(`
  query OwnerOfferScreen($id: ID!) {
    ownerOffer(id: $id) {
      ...OfferDetail_offer @unmask
    }
    ...OfferChoices_query @unmask
  }
`);

export const OfferDetailFragment = graphql(`
  fragment OfferDetail_offer on Offer {
    id
    databaseId
    number
    bikeName
    storeDatabaseId
    shopBikeDatabaseId
    returnStoreDatabaseId
    earliestPickupAt
    latestPickupAt
    travelEndsAt
    bookableUntil
    maxRentalDays
    allowCustomAddons
    addons {
      addonDatabaseId
      price
    }
    regularPricePerDay
    percentDiscount
    online
    expired
  }
`);

export const UpdateOfferMutation = graphql(`
  mutation UpdateOffer($input: UpdateOfferInput!) {
    updateOffer(input: $input) {
      offer {
        ...OfferDetail_offer @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

export const SetOfferOnlineMutation = graphql(`
  mutation SetOfferOnline($input: SetOfferOnlineInput!) {
    setOfferOnline(input: $input) {
      offer {
        id
        online
        expired
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type Offer = NonNullable<OfferScreenData['ownerOffer']>;

const StyledActions = styled.div`
  display: grid;
  gap: 8px;
`;

function OfferDetail({ offer, choices }: { offer: Offer; choices: OfferScreenData }) {
  const { formatMessage } = useIntl();
  const errorText = useUserErrorText();
  const notify = useNotify();
  const [params] = useSearchParams();
  const shopBikeId =
    choices.ownerShopBikes.nodes.find((b) => b.databaseId === offer.shopBikeDatabaseId)?.id ?? '';
  const saved = useMemo(() => draftOf(offer, shopBikeId), [offer, shopBikeId]);
  const [draft, setDraft] = useState<OfferDraft>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [now] = useState(() => new Date());
  const datesHeading = useRef<HTMLHeadingElement>(null);
  const [updateOffer, { loading: saving }] = useMutation(UpdateOfferMutation);
  const [setOnline, { loading: switching }] = useMutation(SetOfferOnlineMutation);
  const [deleteOffer, { loading: removing }] = useMutation(DeleteOfferMutation);
  const { online: _savedOnline, ...savedRest } = saved;
  const { online: _online, ...draftRest } = draft;
  const dirty = JSON.stringify(savedRest) !== JSON.stringify(draftRest);
  const guard = useUnsavedChanges(dirty, '/shopowner/offers');
  const listPath = `/shopowner/offers?shop=${offer.storeDatabaseId}`;

  const change = (changes: Partial<OfferDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(changes)) delete next[key as keyof FieldErrors];
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    try {
      const result = await updateOffer({
        variables: { input: { id: offer.id, ...offerFields(draft) } },
      });
      const payload = result.data?.updateOffer;
      if (payload?.offer) {
        setDraft(draftOf(payload.offer, shopBikeId));
        setErrors({});
        notify(formatMessage({ id: 'owner.offers.saved' }), 'success');
        return;
      }
      const { fields, general } = fieldErrorsOf(
        inOwnLanguage(payload?.userErrors ?? [], errorText),
      );
      setErrors(fields);
      setFormError(
        general.length > 0 ? general.join(' ') : formatMessage({ id: 'owner.offers.fixFields' }),
      );
    } catch {
      setFormError(formatMessage({ id: 'owner.offers.saveFailed' }));
    }
  };

  const switchOnline = async (online: boolean) => {
    try {
      const result = await setOnline({ variables: { input: { id: offer.id, online } } });
      const problems = result.data?.setOfferOnline.userErrors ?? [];
      if (problems.length > 0) notify(errorText(problems[0]), 'error');
    } catch {
      notify(formatMessage({ id: 'owner.offers.saveFailed' }), 'error');
    }
  };

  const remove = async () => {
    try {
      const result = await deleteOffer({ variables: { input: { id: offer.id } } });
      const problems = result.data?.deleteOffer.userErrors ?? [];
      if (problems.length > 0) {
        notify(errorText(problems[0]), 'error');
        return;
      }
      notify(formatMessage({ id: 'owner.offers.deleted' }), 'success');
      guard.leave({ to: listPath, replace: true });
    } catch {
      notify(formatMessage({ id: 'owner.offers.deleteFailed' }), 'error');
    }
  };

  const fieldsProps = { draft, choices, errors, onChange: change };
  return (
    <StyledPage>
      <BackLink to={listPath}>
        <FormattedMessage id="owner.offers.toList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>{offer.bikeName}</StyledTitle>
      <StyledLead>
        <FormattedMessage id="owner.offers.detail.lead" values={{ number: offer.number }} />
        {' · '}
        <ExpiryText bookableUntil={String(offer.bookableUntil)} now={now} />
      </StyledLead>
      {(offer.expired || params.get('extend')) && (
        <StyledNotice role="status">
          <FormattedMessage id="owner.offers.detail.expired" />
        </StyledNotice>
      )}
      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage id="owner.offers.detail.visibility" />
        </StyledCardTitle>
        <Switch
          label={<FormattedMessage id="owner.offers.field.online" />}
          hint={
            offer.expired ? (
              <FormattedMessage id="owner.offers.detail.onlineExpired" />
            ) : (
              <FormattedMessage id="owner.offers.field.onlineHint" />
            )
          }
          checked={offer.online && !offer.expired}
          disabled={switching || offer.expired}
          onChange={(online) => void switchOnline(online)}
        />
        <ShareOffer offerId={offer.databaseId} online={offer.online && !offer.expired} />
      </StyledCard>
      <StyledForm noValidate onSubmit={save}>
        <StyledCard>
          <StyledCardTitle>
            <FormattedMessage id="owner.offers.wizard.bike" />
          </StyledCardTitle>
          <BikeFields {...fieldsProps} fixedShop />
        </StyledCard>
        <StyledCard>
          <StyledCardTitle tabIndex={-1} ref={datesHeading}>
            <FormattedMessage id="owner.offers.wizard.rental" />
          </StyledCardTitle>
          <RentalFields {...fieldsProps} />
        </StyledCard>
        <StyledCard>
          <StyledCardTitle>
            <FormattedMessage id="owner.offers.wizard.addons" />
          </StyledCardTitle>
          <AddonFields {...fieldsProps} />
        </StyledCard>
        <StyledCard>
          <StyledCardTitle>
            <FormattedMessage id="owner.offers.wizard.price" />
          </StyledCardTitle>
          <PriceFields {...fieldsProps} />
        </StyledCard>
        {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
        <StyledActions>
          <StyledButton type="submit" $block disabled={saving} aria-busy={saving}>
            {saving ? (
              <FormattedMessage id="owner.offers.detail.saving" />
            ) : (
              <FormattedMessage id="owner.offers.detail.save" />
            )}
          </StyledButton>
          {offer.expired && (
            <StyledButton
              type="button"
              $block
              $variant="secondary"
              onClick={() => datesHeading.current?.focus()}
            >
              <FormattedMessage id="owner.offers.card.extend" />
            </StyledButton>
          )}
          <StyledButton type="button" $block $variant="danger" onClick={() => setDeleting(true)}>
            <FormattedMessage id="owner.offers.card.delete" />
          </StyledButton>
        </StyledActions>
      </StyledForm>
      <ConfirmSheet
        open={deleting}
        title={<FormattedMessage id="owner.offers.delete.title" />}
        confirmLabel={<FormattedMessage id="owner.offers.delete.confirm" />}
        danger
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        <p>
          <FormattedMessage id="owner.offers.delete.text" values={{ bike: offer.bikeName }} />
        </p>
      </ConfirmSheet>
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}

/** `/shopowner/offers/:id` (the offer's REST id): its state, link, dates and price, edited. */
export default function OfferScreen() {
  const { formatMessage } = useIntl();
  usePageMeta(formatMessage({ id: 'owner.offers.detail.title' }));
  const offerId = restIdParam(useParams().id);
  const { data, loading, error, refetch } = useQuery(OwnerOfferScreenQuery, {
    variables: { id: offerId === null ? '' : globalId('Offer', offerId) },
    skip: offerId === null,
  });
  const notFound = (
    <NotFoundState
      backTo="/shopowner/offers"
      backLabel={<FormattedMessage id="owner.offers.toList" />}
    />
  );
  if (offerId === null) return notFound;
  if (error && !data)
    return (
      <StyledPage>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.offers.detail.title" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch()} />
      </StyledPage>
    );
  if (loading || !data)
    return (
      <StyledPage aria-busy="true">
        <StyledSkeleton $height="40px" />
        <StyledSkeleton $height="200px" />
        <StyledSkeleton $height="360px" />
      </StyledPage>
    );
  if (!data.ownerOffer) return notFound;
  return <OfferDetail key={data.ownerOffer.id} offer={data.ownerOffer} choices={data} />;
}
