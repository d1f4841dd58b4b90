import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { bikePageHref } from './reservationParams';
import { StyledLinkRow, StyledPage, StyledText, StyledTitle } from './styles';

/** Shaped like the page to come: title, the rental card, the details, the add-ons. */
export function ReservationLoading() {
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="reservation.loading" />
      </p>
      <StyledSkeleton $height="1.2rem" $width="30%" />
      <StyledSkeleton $height="1.9rem" $width="70%" />
      <StyledSkeleton $height="14rem" $radius="12px" />
      <StyledSkeleton $height="9rem" $radius="12px" />
      <StyledSkeleton $height="12rem" $radius="12px" />
    </StyledPage>
  );
}

export function BikeNotFound() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'reservation.notFound.title' }));
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id="reservation.notFound.title" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id="reservation.notFound.text" />
      </StyledText>
      <StyledLinkRow>
        <StyledButton as={Link} to="/">
          <FormattedMessage id="reservation.wayOn.search" />
        </StyledButton>
      </StyledLinkRow>
    </StyledPage>
  );
}

export function NoDates({ shopBikeId }: { shopBikeId: number }) {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'reservation.noDates.title' }));
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id="reservation.noDates.title" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id="reservation.noDates.text" />
      </StyledText>
      <StyledLinkRow>
        <StyledButton as={Link} to={bikePageHref(shopBikeId)}>
          <FormattedMessage id="reservation.wayOn.changeDates" />
        </StyledButton>
      </StyledLinkRow>
    </StyledPage>
  );
}

export function ReservationLoadError({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return (
    <StyledPage>
      <StyledTitle>
        <FormattedMessage id="reservation.title" />
      </StyledTitle>
      <ErrorState
        message={intl.formatMessage({ id: 'reservation.error.load' })}
        onRetry={onRetry}
      />
    </StyledPage>
  );
}
