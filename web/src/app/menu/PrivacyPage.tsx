import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ContactLinks } from './ContactLinks';
import { StyledLead, StyledPage } from './menuStyles';
import { dateTimeFormat } from '../../ui/intlFormats';

/** When the text below last changed. */
export const privacyPolicyDate = new Date(Date.UTC(2026, 10, 1));

const sections = defineMessages({
  controllerTitle: { id: 'privacy.controller.title' },
  controllerText: { id: 'privacy.controller.text' },
  bookingTitle: { id: 'privacy.booking.title' },
  bookingText: { id: 'privacy.booking.text' },
  purposeTitle: { id: 'privacy.purpose.title' },
  purposeText: { id: 'privacy.purpose.text' },
  recipientsTitle: { id: 'privacy.recipients.title' },
  recipientsText: { id: 'privacy.recipients.text' },
  retentionTitle: { id: 'privacy.retention.title' },
  retentionText: { id: 'privacy.retention.text' },
  reviewsTitle: { id: 'privacy.reviews.title' },
  reviewsText: { id: 'privacy.reviews.text' },
});

const laterSections = defineMessages({
  thirdPartyTitle: { id: 'privacy.thirdParty.title' },
  thirdPartyText: { id: 'privacy.thirdParty.text' },
  logsTitle: { id: 'privacy.logs.title' },
  logsText: { id: 'privacy.logs.text' },
  childrenTitle: { id: 'privacy.children.title' },
  childrenText: { id: 'privacy.children.text' },
  rightsTitle: { id: 'privacy.rights.title' },
  rightsText: { id: 'privacy.rights.text' },
  securityTitle: { id: 'privacy.security.title' },
  securityText: { id: 'privacy.security.text' },
  changesTitle: { id: 'privacy.changes.title' },
  changesText: { id: 'privacy.changes.text' },
});

/** What the app keeps in the browser, by the keys a curious visitor finds in devtools. */
const storedItems = defineMessages({
  appLang: { id: 'privacy.storage.appLang' },
  currency: { id: 'privacy.storage.currency' },
  cookieConsent: { id: 'privacy.storage.cookieConsent' },
  partnerRef: { id: 'privacy.storage.partnerRef' },
  offline: { id: 'privacy.storage.offline' },
});

const StyledStored = styled.ul`
  && {
    padding-left: 20px;
  }
  display: grid;
  gap: 6px;
`;

/** DD.MM.YYYY in any language. */
function formatDay(date: Date, locale: string) {
  const parts = dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}

function Sections({ messages }: { messages: Record<string, { id: string }> }) {
  const intl = useIntl();
  const entries = Object.values(messages);
  return (
    <>
      {entries.map((message, index) =>
        index % 2 === 0 ? (
          <h3 key={message.id}>{intl.formatMessage(message)}</h3>
        ) : (
          <p key={message.id}>{intl.formatMessage(message)}</p>
        ),
      )}
    </>
  );
}

/** The privacy policy: what a booking stores and why, for how long, storage, rights, age. */
export function PrivacyPage() {
  const intl = useIntl();
  return (
    <StyledPage>
      <StyledLead>
        <FormattedMessage
          id="privacy.updated"
          values={{ date: formatDay(privacyPolicyDate, intl.locale) }}
        />
      </StyledLead>
      <p>
        <FormattedMessage id="privacy.intro" />
      </p>
      <Sections messages={sections} />
      <h3>
        <FormattedMessage id="privacy.storage.title" />
      </h3>
      <p>
        <FormattedMessage id="privacy.storage.text" />
      </p>
      <StyledStored>
        {Object.values(storedItems).map((item) => (
          <li key={item.id}>{intl.formatMessage(item)}</li>
        ))}
      </StyledStored>
      <p>
        <FormattedMessage id="privacy.storage.clear" />
      </p>
      <Sections messages={laterSections} />
      <h3>
        <FormattedMessage id="privacy.contact.title" />
      </h3>
      <p>
        <FormattedMessage id="privacy.contact.text" />
      </p>
      <ContactLinks />
    </StyledPage>
  );
}
