import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { usePageMeta } from '../../ui/usePageMeta';
import { useTripCities } from '../trip/useTripCities';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  padding: 24px 0 8px;
`;

const StyledSign = styled.p`
  margin: 0;
  font-size: 3rem;
  line-height: 1;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.brand};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  line-height: 1.25;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledSearches = styled.nav`
  display: grid;
  gap: 8px;
  padding-top: 8px;
`;

const StyledCities = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledCity = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`;

/** Searches in the cities that have shops; nothing while they load or when they cannot. */
function CitySearches() {
  const labelId = useId();
  const { cities } = useTripCities();
  const withShops = cities.filter((city) => city.shopCount > 0);
  if (withShops.length === 0) return null;
  return (
    <StyledSearches aria-labelledby={labelId}>
      <StyledText id={labelId}>
        <FormattedMessage id="notFound.search" />
      </StyledText>
      <StyledCities>
        {withShops.map((city) => (
          <li key={city.slug}>
            <StyledCity to={`/search?city=${encodeURIComponent(city.slug)}`}>
              {city.name}
            </StyledCity>
          </li>
        ))}
      </StyledCities>
    </StyledSearches>
  );
}

/** Any URL the app does not know: says so kindly and offers the start and a search. */
export function NotFoundScreen() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'notFound.title' }),
    intl.formatMessage({ id: 'notFound.text' }),
  );
  return (
    <StyledPage>
      <StyledSign aria-hidden="true">404</StyledSign>
      <StyledTitle>
        <FormattedMessage id="notFound.title" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id="notFound.text" />
      </StyledText>
      <StyledButton as={Link} to="/" $block>
        <FormattedMessage id="notFound.home" />
      </StyledButton>
      <CitySearches />
    </StyledPage>
  );
}
