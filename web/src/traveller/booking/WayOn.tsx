import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useTripCities } from '../trip/useTripCities';
import { StyledMuted } from './bookingStyles';
import { Card } from './Card';

export const BookingHelpQuery = graphql(`
  query BookingHelp {
    appSettings {
      whatsappUrl
    }
  }
`);

const StyledCities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledCityLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
`;

const StyledWhatsApp = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 600;
`;

/** Cities with shops, each a link to a search there. Nothing when they cannot be loaded. */
function CityLinks() {
  const { cities, loading } = useTripCities();
  if (loading)
    return (
      <StyledCities aria-hidden="true">
        {[88, 120, 96].map((width) => (
          <li key={width}>
            <StyledSkeleton $height="44px" $width={`${width}px`} $radius="999px" />
          </li>
        ))}
      </StyledCities>
    );
  const withShops = cities.filter((city) => city.shopCount > 0);
  if (withShops.length === 0) return null;
  return (
    <>
      <StyledMuted>
        <FormattedMessage id="booking.wayOn.cities" />
      </StyledMuted>
      <StyledCities>
        {withShops.map((city) => (
          <li key={city.slug}>
            <StyledCityLink to={`/search?city=${encodeURIComponent(city.slug)}`}>
              {city.name}
            </StyledCityLink>
          </li>
        ))}
      </StyledCities>
    </>
  );
}

/** "Contact us via WhatsApp" (spec section 1), once the app's settings name the chat. */
export function WhatsAppLink() {
  const { data } = useQuery(BookingHelpQuery, { fetchPolicy: 'cache-first' });
  const url = data?.appSettings.whatsappUrl;
  if (!url) return null;
  return (
    <StyledWhatsApp href={url} target="_blank" rel="noopener noreferrer">
      <FormattedMessage id="booking.wayOn.whatsapp" />
    </StyledWhatsApp>
  );
}

/** Where to go when this page is a dead end: a new search, and a person to ask. */
export function WayOn({ help = true }: { help?: boolean }) {
  return (
    <Card title={<FormattedMessage id="booking.wayOn.title" />}>
      <StyledButton as={Link} to="/" $block>
        <FormattedMessage id="booking.wayOn.start" />
      </StyledButton>
      <CityLinks />
      {help && <WhatsAppLink />}
    </Card>
  );
}
