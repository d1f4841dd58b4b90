import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link, useSearchParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { Switch } from '../../ui/Switch';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { inOwnLanguage, useUserErrorText } from '../ui/userErrorText';
import {
  StyledCard,
  StyledCardTitle,
  StyledForm,
  StyledFormAlert,
  StyledPage,
  StyledTitle,
} from '../../ui/formStyles';
import { AddonFields, BikeFields, PriceFields, RentalFields } from './OfferFields';
import { OfferSummary } from './OfferSummary';
import { ShareOffer } from './ShareOffer';
import { StepProgress } from './StepProgress';
import {
  emptyDraft,
  fieldErrorsOf,
  offerFields,
  stepOfField,
  type DraftField,
  type FieldErrors,
  type OfferDraft,
} from './offerDraft';
import { globalId } from './offerIds';
import { instantOf } from './offerTime';

export const NewOfferScreenQuery = graphql(`
  query NewOfferScreen {
    ...OfferChoices_query @unmask
  }
`);

export const CreateOfferMutation = graphql(`
  mutation CreateOffer($input: CreateOfferInput!) {
    createOffer(input: $input) {
      offer {
        id
        databaseId
        online
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const steps = 6;

const titles = [
  { id: 'owner.offers.wizard.bike' },
  { id: 'owner.offers.wizard.rental' },
  { id: 'owner.offers.wizard.addons' },
  { id: 'owner.offers.wizard.price' },
  { id: 'owner.offers.wizard.publish' },
  { id: 'owner.offers.wizard.share' },
];

const StyledNav = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

/** What must be filled in before the next step (the server checks the rest). */
function missing(draft: OfferDraft, step: number): DraftField[] {
  const empty: DraftField[] = [];
  if (step === 1 && !draft.shopBikeId) empty.push('bike');
  if (step === 2) {
    if (!instantOf(draft.earliestPickup)) empty.push('earliestPickup');
    if (!instantOf(draft.latestPickup)) empty.push('latestPickup');
    if (!instantOf(draft.returnBy)) empty.push('returnBy');
    if (!instantOf(draft.bookableUntil)) empty.push('bookableUntil');
    if (!/^\d+$/.test(draft.maxRentalDays.trim())) empty.push('maxRentalDays');
  }
  if (step === 4) {
    if (!/^\d+$/.test(draft.regularPricePerDay.trim())) empty.push('regularPrice');
    if (!/^\d+$/.test(draft.percentDiscount.trim())) empty.push('discount');
  }
  return empty;
}

/** `/shopowner/offers/new`: the offer wizard, one step per screen, then its link to share. */
export default function NewOfferScreen() {
  const { formatMessage } = useIntl();
  const errorText = useUserErrorText();
  usePageMeta(formatMessage({ id: 'owner.offers.new.title' }));
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(NewOfferScreenQuery);
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<OfferDraft>(() => ({
    ...emptyDraft,
    storeId: Number(params.get('shop')) || null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ databaseId: number; online: boolean } | null>(null);
  const [createOffer, { loading: saving }] = useMutation(CreateOfferMutation);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once a bike is chosen there is something to lose; once saved, nothing.
  const guard = useUnsavedChanges(created === null && draft.shopBikeId !== '', '/shopowner/offers');

  // A shop chosen in the list, or the only one.
  const stores = data?.ownerStores.nodes;
  useEffect(() => {
    if (!stores || stores.length === 0) return;
    setDraft((d) =>
      d.storeId !== null && stores.some((s) => s.databaseId === d.storeId)
        ? d
        : { ...d, storeId: stores[0].databaseId },
    );
  }, [stores]);

  const goTo = (next: number) => {
    setStep(next);
    setErrors({});
    requestAnimationFrame(() => heading.current?.focus());
  };

  const change = (changes: Partial<OfferDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(changes)) delete next[key as DraftField];
      return next;
    });
  };

  const publish = async () => {
    if (saving || draft.storeId === null) return;
    setFormError(null);
    try {
      const result = await createOffer({
        variables: {
          input: {
            ...offerFields(draft),
            storeId: globalId('Store', draft.storeId),
            online: draft.online,
          },
        },
      });
      const payload = result.data?.createOffer;
      if (payload?.offer) {
        setCreated({ databaseId: payload.offer.databaseId, online: payload.offer.online });
        goTo(6);
        return;
      }
      const { fields, general } = fieldErrorsOf(
        inOwnLanguage(payload?.userErrors ?? [], errorText),
      );
      const first = (Object.keys(fields) as DraftField[]).sort(
        (a, b) => stepOfField[a] - stepOfField[b],
      )[0];
      if (first) goTo(stepOfField[first]);
      setErrors(fields);
      if (general.length > 0) setFormError(general.join(' '));
    } catch {
      setFormError(formatMessage({ id: 'owner.offers.saveFailed' }));
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const empty = missing(draft, step);
    if (empty.length > 0) {
      setErrors(
        Object.fromEntries(
          empty.map((field) => [field, formatMessage({ id: 'owner.offers.required' })]),
        ),
      );
      return;
    }
    if (step === 5) void publish();
    else goTo(step + 1);
  };

  const title = (
    <StyledTitle tabIndex={-1} ref={heading}>
      <FormattedMessage id="owner.offers.new.title" />
    </StyledTitle>
  );

  if (error && !data)
    return (
      <StyledPage>
        {title}
        <ErrorState onRetry={() => void refetch()} />
      </StyledPage>
    );
  if (!data || loading)
    return (
      <StyledPage aria-busy="true">
        {title}
        <StyledSkeleton $height="360px" />
      </StyledPage>
    );

  const fieldsProps = { draft, choices: data, errors, onChange: change };
  return (
    <StyledPage>
      <BackLink to="/shopowner/offers">
        <FormattedMessage id="owner.offers.toList" />
      </BackLink>
      {title}
      <StepProgress step={step} steps={steps} />
      <StyledCard>
        <StyledCardTitle>
          <FormattedMessage {...titles[step - 1]} />
        </StyledCardTitle>
        {step === 6 && created ? (
          <ShareOffer offerId={created.databaseId} online={created.online} />
        ) : (
          <StyledForm noValidate onSubmit={next}>
            {step === 1 && <BikeFields {...fieldsProps} />}
            {step === 2 && <RentalFields {...fieldsProps} />}
            {step === 3 && <AddonFields {...fieldsProps} />}
            {step === 4 && <PriceFields {...fieldsProps} />}
            {step === 5 && (
              <>
                <Switch
                  label={<FormattedMessage id="owner.offers.field.online" />}
                  hint={<FormattedMessage id="owner.offers.field.onlineHint" />}
                  checked={draft.online}
                  onChange={(online) => change({ online })}
                />
                <OfferSummary draft={draft} choices={data} />
              </>
            )}
            {formError && <StyledFormAlert role="alert">{formError}</StyledFormAlert>}
            <StyledNav>
              <StyledButton
                type="button"
                $variant="secondary"
                disabled={step === 1}
                onClick={() => goTo(step - 1)}
              >
                <FormattedMessage id="owner.offers.wizard.back" />
              </StyledButton>
              <StyledButton type="submit" disabled={saving} aria-busy={saving}>
                {step === 5 ? (
                  saving ? (
                    <FormattedMessage id="owner.offers.wizard.publishing" />
                  ) : (
                    <FormattedMessage id="owner.offers.wizard.publishNow" />
                  )
                ) : (
                  <FormattedMessage id="owner.offers.wizard.next" />
                )}
              </StyledButton>
            </StyledNav>
          </StyledForm>
        )}
        {step === 6 && created && (
          <StyledButton
            as={Link}
            to={`/shopowner/offers/${created.databaseId}`}
            $variant="secondary"
          >
            <FormattedMessage id="owner.offers.wizard.toOffer" />
          </StyledButton>
        )}
      </StyledCard>
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
