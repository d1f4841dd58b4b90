import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor, defineMessages } from 'react-intl';
import styled, { css } from 'styled-components';
import { ChevronIcon } from '../../app/icons';
import { Link, useNavigate, useSearchParams } from '../../app/routing';
import { signOut } from '../../app/session/session';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { usePageMeta } from '../../ui/usePageMeta';
import { BookingNotifications, UnregisterDevice } from '../notifications/BookingNotifications';
import { currentSubscription } from '../notifications/devicePush';
import { ownerLoginPath } from '../session/RequireOwner';
import { StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';

export const ProfileScreenQuery = graphql(`
  query ProfileScreen {
    me {
      name
      userName
      areas
    }
    appSettings {
      helpVideoUrl
      ...BookingNotifications_settings @unmask
    }
  }
`);

const entries = defineMessages({
  shops: { id: 'owner.profile.shops' },
  bikes: { id: 'owner.profile.bikes' },
  accessories: { id: 'owner.profile.accessories' },
  availability: { id: 'owner.profile.availability' },
  bookings: { id: 'owner.profile.bookings' },
  offers: { id: 'owner.profile.offers' },
  reviews: { id: 'owner.profile.reviews' },
  password: { id: 'owner.profile.password' },
  language: { id: 'owner.profile.language' },
});

/** The area's pages, in the order of the owner's day (spec: profile). */
export const profileMenu: { path: string; label: MessageDescriptor }[] = [
  { path: '/shopowner/bookings', label: entries.bookings },
  { path: '/shopowner/shops', label: entries.shops },
  { path: '/shopowner/bikes', label: entries.bikes },
  { path: '/shopowner/availability', label: entries.availability },
  { path: '/shopowner/accessories', label: entries.accessories },
  { path: '/shopowner/offers', label: entries.offers },
  { path: '/shopowner/reviews', label: entries.reviews },
  { path: '/shopowner/password', label: entries.password },
  { path: '/shopowner/language', label: entries.language },
];

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const entryStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 52px;
  padding: 12px 16px;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  & svg {
    flex: 0 0 auto;
  }
`;

const StyledEntry = styled(Link)`
  ${entryStyle}
`;

/** The help video (another site) and the admin area (another area): full page loads. */
const StyledOutbound = styled.a`
  ${entryStyle}
`;

const StyledActions = styled.div`
  display: grid;
  gap: 12px;
`;

function Loading() {
  return (
    <StyledPage aria-busy="true">
      <p role="status" className="visually-hidden">
        <FormattedMessage id="owner.loading" />
      </p>
      <StyledSkeleton $height="1.9rem" $width="70%" />
      <StyledSkeleton $height="28rem" $radius="12px" />
    </StyledPage>
  );
}

/** `/shopowner`: the owner's home and menu (spec: profile). */
export default function ProfileScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ProfileScreenQuery);
  usePageMeta(intl.formatMessage({ id: 'owner.profile.metaTitle' }));
  const [unregister] = useMutation(UnregisterDevice);
  const [leaving, setLeaving] = useState(false);
  /** This phone stops receiving the shop's notifications once nobody is signed in on it. */
  const logout = async () => {
    setLeaving(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await unregister({ variables: { input: { endpoint: subscription.endpoint } } }).catch(
          () => undefined,
        );
        await subscription.unsubscribe().catch(() => undefined);
      }
    } finally {
      signOut();
      navigate(ownerLoginPath, { replace: true });
    }
  };
  if (loading && !data) return <Loading />;
  if (error || !data)
    return (
      <StyledPage>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.profile.metaTitle" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
      </StyledPage>
    );
  const { me, appSettings } = data;
  return (
    <StyledPage>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.profile.welcome" values={{ name: me.name }} />
      </StyledTitle>
      <StyledLead>
        {params.get('welcome') ? (
          <FormattedMessage id="owner.profile.firstVisit" />
        ) : (
          <FormattedMessage id="owner.profile.lead" />
        )}
      </StyledLead>
      <nav aria-label={intl.formatMessage({ id: 'owner.profile.menu' })}>
        <StyledList>
          {profileMenu.map(({ path, label }) => (
            <li key={path}>
              <StyledEntry to={path}>
                {intl.formatMessage(label)}
                <ChevronIcon />
              </StyledEntry>
            </li>
          ))}
          {appSettings.helpVideoUrl && (
            <li>
              <StyledOutbound
                href={appSettings.helpVideoUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <FormattedMessage id="owner.profile.helpVideo" />
                <ChevronIcon />
              </StyledOutbound>
            </li>
          )}
          {me.areas.includes('ADMIN') && (
            <li>
              <StyledOutbound href="/dashboard">
                <FormattedMessage id="owner.profile.adminArea" />
                <ChevronIcon />
              </StyledOutbound>
            </li>
          )}
        </StyledList>
      </nav>
      <BookingNotifications settings={appSettings} />
      <StyledActions>
        <StyledButton
          type="button"
          $variant="secondary"
          $block
          disabled={leaving}
          aria-busy={leaving}
          onClick={() => void logout()}
        >
          <FormattedMessage id="owner.profile.logout" />
        </StyledButton>
      </StyledActions>
    </StyledPage>
  );
}
