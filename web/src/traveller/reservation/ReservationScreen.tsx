import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams, useSearchParams } from '../../app/routing';
import styled, { keyframes } from 'styled-components';
import { useLanguage } from '../../app/LanguageProvider';
import { useMoney } from '../../app/currency/CurrencyProvider';
import { partnerRef } from '../../app/partnerRef';
import { StyledButton } from '../../ui/Button';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { readOfferHold } from '../offer/offerHold';
import { instantOf, rentalDays } from '../../ui/tripTime';
import { AddonSections } from './AddonSections';
import { BagsPicker } from './BagsPicker';
import { DriverForm } from './DriverForm';
import { ErrorSummary } from './ErrorSummary';
import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotencyKey';
import { OfferHoldBanner } from './OfferHoldBanner';
import { PaymentSection } from './PaymentSection';
import { internationalPhone } from './phoneCountries';
import { PriceOverview } from './PriceOverview';
import { ProblemWayOn } from './ProblemWayOn';
import { QuitConfirm } from './QuitConfirm';
import { RentalDetails } from './RentalDetails';
import { RentalRequirements } from './RentalRequirements';
import { ReservationOverview } from './ReservationOverview';
import {
  mapUserErrors,
  problem,
  type ErrorText,
  type FieldErrors,
  type FieldKey,
  type Problem,
} from './reservationErrors';
import { bikePageHref, readReservation, type ReservationRequest } from './reservationParams';
import {
  BikeNotFound,
  NoDates,
  ReservationLoadError,
  ReservationLoading,
} from './ReservationStates';
import { sendBooking } from './sendBooking';
import {
  StyledActionBar,
  StyledBarAction,
  StyledBarPrice,
  StyledNotice,
  StyledTitle,
} from './styles';
import { TermsSection } from './TermsSection';
import { useDriverForm } from './useDriverForm';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useQuote } from './useQuote';
import {
  quoteInputFor,
  ReservationScreenQuery,
  reservationScreenVariables,
} from './reservationQueries';
import { useDeferredResult } from '../../ui/useDeferredResult';

const titleId = 'reservation-title';

const StyledQuit = styled(StyledButton)`
  justify-self: start;
  margin-left: -8px;
  padding-left: 8px;
  padding-right: 12px;
`;

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const StyledSending = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  &::before {
    content: '';
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

function Reservation({ request }: { request: ReservationRequest }) {
  const intl = useIntl();
  const client = useApolloClient();
  const { language } = useLanguage();
  const { money } = useMoney();
  const location = useLocation();
  const page = `${location.pathname}${location.search}`;
  const oneWay = request.returnStoreId !== null;
  const isOffer = request.offerId !== null;
  const [hold] = useState(() => (request.offerId ? readOfferHold(request.offerId) : null));
  const holdEnds = hold ? new Date(hold.expiresAt).getTime() : null;

  const screen = useDeferredResult(
    useQuery(ReservationScreenQuery, {
      variables: reservationScreenVariables(request),
      notifyOnNetworkStatusChange: true,
    }),
  );
  const bike = screen.data?.publicBike ?? null;

  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [bagCount, setBagCount] = useState(0);
  const [apiFields, setApiFields] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<Problem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [summaryShown, setSummaryShown] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  /** A field changed: the API's error about it is out of date. */
  const edited = (field: FieldKey, typed = true) => {
    setApiFields(({ [field]: _, ...rest }) => rest);
    if (typed) setDirty(true);
  };
  const driver = useDriverForm(edited);

  useEffect(() => {
    if (summaryShown > 0) summaryRef.current?.focus();
  }, [summaryShown]);

  const quoteInput = quoteInputFor(request, { quantities, bagCount, language });
  const quote = useQuote(quoteInput);
  const quoteErrors = useMemo(
    () => mapUserErrors(quote.userErrors, isOffer),
    [quote.userErrors, isOffer],
  );
  const guard = useLeaveGuard(dirty, bikePageHref(request.shopBikeId, request));

  // The parent's effect runs after its children's: it names every state of the page.
  usePageMeta(
    bike
      ? intl.formatMessage({ id: 'reservation.meta.title' }, { bike: bike.name })
      : screen.data
        ? intl.formatMessage({ id: 'reservation.notFound.title' })
        : intl.formatMessage({ id: 'reservation.title' }),
    intl.formatMessage({ id: 'reservation.meta.description' }),
  );

  if (screen.loading && !screen.data) return <ReservationLoading />;
  if (!screen.data)
    return <ReservationLoadError onRetry={() => void screen.refetch().catch(() => undefined)} />;
  if (!bike) return <BikeNotFound />;

  const searchHref = `/search?${new URLSearchParams({
    city: bike.shop.city.slug,
    start: request.start,
    end: request.end,
  })}`;
  const bikeHref = bikePageHref(request.shopBikeId, request);
  const days = rentalDays(request.start, request.end);
  const fieldErrors: FieldErrors = { ...quoteErrors.fields, ...apiFields, ...driver.errors };
  const fieldText = (text: ErrorText | undefined) =>
    text ? intl.formatMessage(text.message, text.values) : undefined;
  const wayOn = (p: Problem) => (
    <ProblemWayOn
      problem={p}
      bikeHref={bikeHref}
      searchHref={searchHref}
      offerId={request.offerId}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const errors = driver.validateAll();
    const blocking: Problem[] = [];
    if (request.offerId !== null) {
      if (!hold) blocking.push(problem('holdMissing'));
      else if (holdEnds !== null && Date.now() >= holdEnds) blocking.push(problem('hold'));
    }
    setApiFields({});
    if (Object.keys(errors).length > 0 || blocking.length > 0) {
      setProblems(blocking);
      setSummaryShown((n) => n + 1);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setProblems([]);
    const { values } = driver;
    const outcome = await sendBooking(
      client,
      {
        ...quoteInput,
        customer: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: internationalPhone(values.phoneRegion, values.phoneNumber),
        },
        termsAccepted: values.terms,
        idempotencyKey: idempotencyKeyFor(page),
        ...(partnerRef() ? { partnerCode: partnerRef() } : {}),
        ...(hold ? { holdToken: hold.token } : {}),
      },
      isOffer,
    );
    if (outcome.kind === 'booked') {
      // Still sending, as far as the button knows: the page is left.
      forgetIdempotencyKey(page);
      guard.leave({ to: `/booking/${encodeURIComponent(outcome.bookingNumber)}`, replace: true });
      return;
    }
    setApiFields(outcome.fields);
    setProblems(outcome.problems);
    setSummaryShown((n) => n + 1);
    sendingRef.current = false;
    setSending(false);
  };

  const quoteProblem = quote.failed ? (
    <StyledNotice $tone="warning">
      <p>
        <FormattedMessage id="reservation.price.error" />
      </p>
      <StyledButton type="button" $variant="secondary" onClick={quote.retry}>
        <FormattedMessage id="reservation.wayOn.retry" />
      </StyledButton>
    </StyledNotice>
  ) : quoteErrors.problems.length > 0 ? (
    <StyledNotice $tone="warning">
      {quoteErrors.problems.map((p) => (
        <div key={p.key}>
          <p>{intl.formatMessage(p.message, p.values)}</p>
          {wayOn(p)}
        </div>
      ))}
    </StyledNotice>
  ) : undefined;

  return (
    <StyledForm noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <StyledQuit type="button" $variant="ghost" onClick={guard.quit}>
        <span aria-hidden="true">←</span>
        <FormattedMessage id="reservation.quit.action" />
      </StyledQuit>
      <StyledTitle id={titleId}>
        <FormattedMessage id="reservation.title" />
      </StyledTitle>
      <ErrorSummary
        ref={summaryRef}
        fields={summaryShown > 0 ? { ...apiFields, ...driver.errors } : {}}
        problems={problems}
        wayOn={wayOn}
      />
      {request.offerId !== null && (
        <OfferHoldBanner offerId={request.offerId} expiresAt={holdEnds} />
      )}
      <ReservationOverview
        bike={bike}
        startInstant={instantOf(request.start)}
        endInstant={instantOf(request.end)}
        days={days}
        isOffer={isOffer}
      />
      <RentalDetails pickup={bike.shop} returnShop={screen.data.returnShop ?? null}>
        <RentalRequirements bike={bike} />
      </RentalDetails>
      <AddonSections
        shop={bike.shop}
        isOffer={isOffer}
        offer={screen.data.offer ?? null}
        quantities={quantities}
        onChange={(addonId, quantity) => {
          setQuantities((current) => new Map(current).set(addonId, quantity));
          edited('addons');
        }}
        error={fieldText(fieldErrors.addons)}
      />
      {oneWay && (
        <BagsPicker
          count={bagCount}
          costPerBag={bike.shop.transportCostPerBag}
          onChange={(count) => {
            setBagCount(count);
            edited('bags');
          }}
          error={fieldText(fieldErrors.bags)}
        />
      )}
      <DriverForm
        values={driver.values}
        errors={{ ...apiFields, ...driver.errors }}
        onChange={driver.change}
        onBlur={driver.blur}
      />
      <TermsSection
        bike={bike}
        accepted={driver.values.terms}
        onChange={driver.setTerms}
        error={driver.errors.terms ?? apiFields.terms}
      />
      <PaymentSection />
      <PriceOverview
        price={quote.price}
        bagCount={bagCount}
        deposit={bike.deposit}
        updating={quote.updating}
        problem={quoteProblem}
      />
      <StyledActionBar>
        <StyledBarPrice>
          <span>
            <FormattedMessage id="reservation.bar.total" values={{ days }} />
          </span>
          {quote.price ? (
            <strong>{money(quote.price.totalPrice)}</strong>
          ) : quoteProblem ? (
            <strong>–</strong>
          ) : (
            <StyledSkeleton $height="1.3rem" $width="7rem" aria-hidden="true" />
          )}
        </StyledBarPrice>
        <StyledBarAction>
          <StyledButton type="submit" aria-disabled={sending} aria-busy={sending}>
            {sending ? (
              <StyledSending>
                <FormattedMessage id="reservation.sending" />
              </StyledSending>
            ) : (
              <FormattedMessage id="reservation.complete" />
            )}
          </StyledButton>
        </StyledBarAction>
      </StyledActionBar>
      <QuitConfirm open={guard.asking !== null} onStay={guard.stay} onLeave={guard.confirmLeave} />
    </StyledForm>
  );
}

/**
 * The reservation (`/reserve/:shopBikeId?start=&end=&return=&transfer=&offer=`): the bike and
 * dates, add-ons, the rider, the terms, and the price as the server quotes it, booked with
 * one tap that cannot book twice.
 */
export default function ReservationScreen() {
  const { shopBikeId } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const read = readReservation(shopBikeId, params);
  if (read.kind === 'unknownBike') return <BikeNotFound />;
  if (read.kind === 'noDates') return <NoDates shopBikeId={read.shopBikeId} />;
  return <Reservation key={`${location.pathname}${location.search}`} request={read.request} />;
}
