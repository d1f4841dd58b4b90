import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ErrorState } from '../../ui/ErrorState';
import { StyledSkeleton } from '../../ui/Skeleton';
import { useShellSettings } from './shellSettings';

const StyledLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

const StyledLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.tap};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/** Two link-shaped placeholders, as tall as the links to come. */
function ContactSkeleton() {
  return (
    <StyledLinks aria-hidden="true">
      <li>
        <StyledSkeleton $height="44px" $width="70%" />
      </li>
      <li>
        <StyledSkeleton $height="44px" $width="60%" />
      </li>
    </StyledLinks>
  );
}

/** The operator's e-mail and WhatsApp (with its number in the imprint), from the server. */
export function ContactLinks({ withNumber = false }: { withNumber?: boolean }) {
  const intl = useIntl();
  const { data, error, loading, refetch } = useShellSettings();
  if (loading && !data) return <ContactSkeleton />;
  if (error || !data)
    return (
      <ErrorState
        message={intl.formatMessage({ id: 'about.contactError' })}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  const { contactEmail, whatsappUrl, whatsappNumber } = data.appSettings;
  return (
    <StyledLinks>
      <li>
        <StyledLink href={`mailto:${contactEmail}`}>
          <FormattedMessage id="about.email" values={{ email: contactEmail }} />
        </StyledLink>
      </li>
      <li>
        <StyledLink href={whatsappUrl} target="_blank" rel="noopener noreferrer">
          {withNumber ? (
            <FormattedMessage id="imprint.whatsapp" values={{ number: whatsappNumber }} />
          ) : (
            <FormattedMessage id="footer.whatsapp" />
          )}
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="link.newTab" />
          </span>
        </StyledLink>
      </li>
    </StyledLinks>
  );
}
