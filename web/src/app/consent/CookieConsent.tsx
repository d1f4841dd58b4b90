import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledButton } from '../../ui/Button';
import { Sheet } from '../../ui/Sheet';
import { PrivacyPage } from '../menu/PrivacyPage';
import { forgetPartnerRef } from '../partnerRef';
import { useLocation } from '../routing';
import { useCookieConsent } from './cookieConsent';

/** The server's form for an answer given before the app has started (server/src/http/consent-form.ts). */
const consentFormPath = '/consent';

const StyledCard = styled.section`
  display: grid;
  gap: 10px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 28px rgba(0, 0, 0, 0.22);
  border: 1px solid ${({ theme }) => theme.colors.border};
  pointer-events: auto;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: 700;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: 0.9rem;
  line-height: 1.4;
`;

const StyledMore = styled.button`
  min-height: ${({ theme }) => theme.tap};
  margin: -12px 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  font-size: 0.9rem;
  cursor: pointer;
`;

const StyledChoices = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 120px;
    padding: 8px 12px;
  }
`;

/**
 * Asks once (spec section 4: refuse or allow all, kept as "false"/"true"): a card over the
 * bottom of the page that goes with either answer and moves nothing when it does.
 */
export function CookieConsent() {
  const intl = useIntl();
  const titleId = useId();
  const [consent, choose] = useCookieConsent();
  const [reading, setReading] = useState(false);
  const { pathname, search } = useLocation();
  if (consent !== null) return null;
  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTitle id={titleId}>
        <FormattedMessage id="consent.label" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id="consent.text" />{' '}
        <StyledMore type="button" aria-haspopup="dialog" onClick={() => setReading(true)}>
          <FormattedMessage id="menu.privacy" />
        </StyledMore>
      </StyledText>
      {/* A form, so that an answer given before the app has started (on a page the server
          rendered) reaches the server, which keeps it and shows the page again. */}
      <StyledChoices method="post" action={consentFormPath}>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <StyledButton
          type="submit"
          name="allow"
          value="false"
          $variant="secondary"
          onClick={(event) => {
            event.preventDefault();
            forgetPartnerRef();
            choose(false);
          }}
        >
          <FormattedMessage id="consent.refuse" />
        </StyledButton>
        <StyledButton
          type="submit"
          name="allow"
          value="true"
          onClick={(event) => {
            event.preventDefault();
            choose(true);
          }}
        >
          <FormattedMessage id="consent.allow" />
        </StyledButton>
      </StyledChoices>
      <Sheet
        open={reading}
        onClose={() => setReading(false)}
        title={intl.formatMessage({ id: 'menu.privacy' })}
      >
        <PrivacyPage />
      </Sheet>
    </StyledCard>
  );
}
